import { LostPasswordForm } from '~/features/accounts/account-forms';
import { lostPasswordPageAction } from '~/features/accounts/account-pages.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/my-account-lost-password';

export const loader = () => ({
  page: { postId: 0, type: 'page' as const, template: 'my-account-lost-password' },
});
export const action = (args: Route.ActionArgs) => lostPasswordPageAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Lost password',
    description: 'Reset your Atelier password.',
    noindex: true,
  });

export default function LostPassword({ actionData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="page container account-lost-password">
      <header className="page__header">
        <p className="eyebrow">Your account</p>
        <h1 className="page__title">Lost your password?</h1>
        <p className="lead">
          Enter your email address and we will send you a link to choose a new one.
        </p>
      </header>
      <LostPasswordForm outcome={actionData} />
    </main>
  );
}
