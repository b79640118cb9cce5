import { NEWSLETTER_TEXTS } from '@atelier/contracts/newsletter';
import { NewsletterLinkPage } from '~/features/newsletter/newsletter-link-page';
import { confirmAction, loadConfirmPage } from '~/features/newsletter/newsletter-pages.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/newsletter-confirm';

export const loader = (args: Route.LoaderArgs) => loadConfirmPage(args);
export const action = (args: Route.ActionArgs) => confirmAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Confirm your subscription',
    description: 'Atelier newsletter.',
    noindex: true,
  });

export default function NewsletterConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      title="Confirm your subscription"
      state={loaderData.state}
      outcome={actionData}
      explanation="Press the button to confirm that you want the Atelier newsletter at this address."
      button="Confirm my subscription"
      deadMessage={NEWSLETTER_TEXTS.confirmLinkDead}
    />
  );
}
