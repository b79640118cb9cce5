import { RegisterForm } from '~/features/accounts/account-forms';
import { registerPageAction } from '~/features/accounts/account-pages.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/my-account-register';

export const loader = () => ({
  page: { postId: 0, type: 'page' as const, template: 'my-account-register' },
});
export const action = (args: Route.ActionArgs) => registerPageAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Create an account',
    description: 'Create your Atelier account.',
    noindex: true,
  });

export default function Register({ actionData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="page container account-register">
      <header className="page__header">
        <p className="eyebrow">Your account</p>
        <h1 className="page__title">Create an account</h1>
        <p className="lead">Follow your orders and check out faster.</p>
      </header>
      <RegisterForm outcome={actionData} />
    </main>
  );
}
