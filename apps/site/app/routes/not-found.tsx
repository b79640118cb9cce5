import { data } from 'react-router';
import { NotFoundContent } from '~/shared/ui/not-found-content';
import { pageTitle } from '~/shared/page';

/** Any address no other route claims: the 404 page, with status 404. */
export function loader() {
  return data({ page: { postId: 0, type: 'page' as const, template: '404' } }, { status: 404 });
}

export const meta = () => [
  { title: pageTitle('Page not found') },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundContent />;
}
