import { ResetPasswordForm } from '~/features/accounts/account-forms';
import {
  loadResetPasswordPage,
  resetPasswordPageAction,
} from '~/features/accounts/account-pages.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/my-account-reset-password';

export const loader = (args: Route.LoaderArgs) => loadResetPasswordPage(args);
export const action = (args: Route.ActionArgs) => resetPasswordPageAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Choose a new password',
    description: 'Reset your Atelier password.',
    noindex: true,
  });

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="page container account-reset-password">
      <header className="page__header">
        <p className="eyebrow">Your account</p>
        <h1 className="page__title">Choose a new password</h1>
      </header>
      <ResetPasswordForm keyIsLive={loaderData.keyIsLive} outcome={actionData} />
    </main>
  );
}
