import { MailPage } from '~/features/studio/moderation/mail-page';
import { loadMailPage, mailAction } from '~/features/studio/moderation/mail-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-mail';

export const loader = (args: Route.LoaderArgs) => loadMailPage(args);
export const action = (args: Route.ActionArgs) => mailAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Mail queue · Studio', description: 'Outgoing mail.', noindex: true });

export default function StudioMail({ loaderData, actionData }: Route.ComponentProps) {
  return <MailPage data={loaderData} result={actionData} />;
}
