import { CommentsPage } from '~/features/studio/moderation/comments-page';
import {
  commentsAction,
  loadCommentsPage,
} from '~/features/studio/moderation/comments-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-comments';

export const loader = (args: Route.LoaderArgs) => loadCommentsPage(args);
export const action = (args: Route.ActionArgs) => commentsAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Comments · Studio', description: 'Comment moderation.', noindex: true });

export default function StudioComments({ loaderData, actionData }: Route.ComponentProps) {
  return <CommentsPage data={loaderData} result={actionData} />;
}
