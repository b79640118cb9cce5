import { MailedLinkForm } from '~/features/accounts/account-forms';
import {
  claimOrdersLinkAction,
  loadMailedLinkPage,
} from '~/features/accounts/account-pages.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/my-account-claim-orders';

export const loader = (args: Route.LoaderArgs) => loadMailedLinkPage(args);
export const action = (args: Route.ActionArgs) => claimOrdersLinkAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Add your earlier orders',
    description: 'Atelier account.',
    noindex: true,
  });

export default function ClaimOrders({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="page container account-claim-orders">
      <header className="page__header">
        <p className="eyebrow">Your account</p>
        <h1 className="page__title">Add your earlier orders</h1>
      </header>
      <MailedLinkForm
        hasKey={loaderData.hasKey}
        outcome={actionData}
        explanation="Confirm that this email address is yours to add the orders placed with it to your account."
        button="Add my earlier orders"
      />
    </main>
  );
}
