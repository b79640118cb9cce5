import { LOGIN_FORM_ID } from '@atelier/demo-content/forms';
import { LoginLinks, LoginSecondStep } from '~/features/accounts/account-forms';
import { loginPageAction } from '~/features/accounts/account-pages.server';
import { loadPageForm } from '~/features/forms/form-page.server';
import { FormSection, formStylesheetLinks } from '~/features/forms/form-section';
import { useSearchParams } from 'react-router';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/my-account-login';

export const links: Route.LinksFunction = () => formStylesheetLinks();

/** The login page is the same for everyone (shared, cached): the form carries no nonce. */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    page: { postId: 0, type: 'page' as const, template: 'my-account-login' },
    // TFA-001: the login form is a stored form of kind login, rendered by the form runtime.
    form: await loadPageForm(context, LOGIN_FORM_ID),
  };
}

/** The native post: signs in, or shows the second step of a two-factor login. */
export const action = (args: Route.ActionArgs) => loginPageAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Sign in',
    description: 'Sign in to your Atelier account.',
    noindex: true,
  });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  // Where the visitor was going (e.g. the studio): posted with the form, so the runtime's sign-in
  // lands there too. The server accepts only a path of this site (safeRedirect).
  const redirectTo = useSearchParams()[0].get('redirect_to');
  return (
    <main id="main" tabIndex={-1} className="page container account-login">
      <header className="page__header">
        <p className="eyebrow">Your account</p>
        <h1 className="page__title">Sign in</h1>
      </header>
      {actionData?.secondStep ? (
        <LoginSecondStep outcome={actionData} />
      ) : (
        <>
          <FormSection
            id="login-form"
            title="Sign in with your email address"
            form={loaderData.form}
            outcome={
              actionData && actionData.kind !== 'two-factor'
                ? { ...actionData, kind: actionData.kind }
                : undefined
            }
            fallback={<p>Signing in is not available right now. Please try again later.</p>}
            {...(redirectTo ? { hiddenFields: { redirect_to: redirectTo } } : {})}
          />
          <LoginLinks />
        </>
      )}
    </main>
  );
}
