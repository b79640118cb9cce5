import { NewsletterForm } from '~/features/newsletter/newsletter-form';
import {
  loadNewsletterPage,
  newsletterSignUpAction,
} from '~/features/newsletter/newsletter-pages.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/newsletter';

export const loader = () => loadNewsletterPage();
export const action = (args: Route.ActionArgs) => newsletterSignUpAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Newsletter',
    description:
      'New works, exhibitions and openings from the Atelier gallery in Lisbon, about once a month by email.',
  });

export default function NewsletterRoute({ actionData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="page container newsletter-page">
      <header className="page__header">
        <p className="eyebrow">Stay in touch</p>
        <h1 className="page__title">Newsletter</h1>
      </header>
      <NewsletterForm outcome={actionData} />
    </main>
  );
}
