import { goRedirect } from '~/features/navigation/go-redirect.server';
import type { Route } from './+types/go';

export const loader = ({ request }: Route.LoaderArgs) => goRedirect(request);

/** Never drawn: the loader redirects, or its 400/404 shows the site's error page (root). */
export default function GoRoute() {
  return null;
}
