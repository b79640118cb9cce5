import { AccountPage } from '~/features/accounts/account-page';
import { accountPageAction, loadAccountPage } from '~/features/accounts/account-pages.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/my-account';

/** Notices a redirect to the account page names (`?notice=`), as fixed text. */
const NOTICES: Record<string, string> = {
  'two-factor-off':
    'You are signed in and two-factor login is off. Please set it up again with your new device below.',
};

export const loader = async (args: Route.LoaderArgs) => ({
  ...(await loadAccountPage(args)),
  notice: NOTICES[new URL(args.request.url).searchParams.get('notice') ?? ''] ?? null,
});
export const action = (args: Route.ActionArgs) => accountPageAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'My account',
    description: 'Your orders and account at Atelier.',
    noindex: true,
  });

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage
      account={loaderData.account}
      nonce={loaderData.nonce}
      notice={loaderData.notice}
      owner={loaderData.owner}
      actionData={actionData}
    />
  );
}
