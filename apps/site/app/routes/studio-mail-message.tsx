import { MailMessagePage } from '~/features/studio/moderation/mail-message-page';
import { loadMailMessage, mailAction } from '~/features/studio/moderation/mail-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-mail-message';

export const loader = (args: Route.LoaderArgs) => loadMailMessage(args);
export const action = (args: Route.ActionArgs) => mailAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Message · Studio', description: 'A queued message.', noindex: true });

export default function StudioMailMessage({ loaderData, actionData }: Route.ComponentProps) {
  return <MailMessagePage data={loaderData} result={actionData} />;
}
