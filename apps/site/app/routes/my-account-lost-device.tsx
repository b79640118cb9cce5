import { MailedLinkForm } from '~/features/accounts/account-forms';
import { loadMailedLinkPage, lostDeviceLinkAction } from '~/features/accounts/account-pages.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/my-account-lost-device';

export const loader = (args: Route.LoaderArgs) => loadMailedLinkPage(args);
export const action = (args: Route.ActionArgs) => lostDeviceLinkAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Sign in without your device',
    description: 'Atelier account.',
    noindex: true,
  });

export default function LostDevice({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="page container account-lost-device">
      <header className="page__header">
        <p className="eyebrow">Your account</p>
        <h1 className="page__title">Sign in without your device</h1>
      </header>
      <MailedLinkForm
        hasKey={loaderData.hasKey}
        outcome={actionData}
        explanation="This signs you in once and turns two-factor login off, so you can set it up again on a new device."
        button="Sign in and turn two-factor login off"
      />
    </main>
  );
}
