import { NEWSLETTER_TEXTS } from '@atelier/contracts/newsletter';
import { NewsletterLinkPage } from '~/features/newsletter/newsletter-link-page';
import {
  loadUnsubscribePage,
  unsubscribeAction,
} from '~/features/newsletter/newsletter-pages.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/newsletter-unsubscribe';

export const loader = (args: Route.LoaderArgs) => loadUnsubscribePage(args);
export const action = (args: Route.ActionArgs) => unsubscribeAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Unsubscribe from the newsletter',
    description: 'Atelier newsletter.',
    noindex: true,
  });

export default function NewsletterUnsubscribeRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      title="Unsubscribe from the newsletter"
      state={loaderData.state}
      outcome={actionData}
      explanation="Press the button and we send no more newsletters to this address."
      button="Unsubscribe"
      deadMessage={NEWSLETTER_TEXTS.unsubscribeLinkUnknown}
    />
  );
}
