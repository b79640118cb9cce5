import { SubscribersPage } from '~/features/studio/moderation/subscribers-page';
import {
  loadSubscribersPage,
  subscribersAction,
} from '~/features/studio/moderation/subscribers-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-subscribers';

export const loader = (args: Route.LoaderArgs) => loadSubscribersPage(args);
export const action = (args: Route.ActionArgs) => subscribersAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Subscribers · Studio',
    description: 'Newsletter subscribers.',
    noindex: true,
  });

export default function StudioSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscribersPage data={loaderData} result={actionData} />;
}
