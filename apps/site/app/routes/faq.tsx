import { FaqPage } from '~/features/about/faq-page';
import { loadFaqPage } from '~/features/about/faq-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/faq';

export const loader = () => loadFaqPage();

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: args.data?.faq.title ?? 'Questions and answers',
    description:
      args.data?.faq.summary ?? 'Buying, shipping, framing, commissions and visiting the gallery.',
  });

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage faq={loaderData.faq} />;
}
