import { NEWSLETTER_TEXTS } from '@atelier/contracts/newsletter';
import { Form, Link } from 'react-router';
import {
  NEWSLETTER_PATHS,
  type NewsletterLinkState,
  type NewsletterPostOutcome,
} from './newsletter-paths';

/** A server message, as text (never markup), in a live region. */
export function NewsletterNotice({ outcome }: { outcome: NewsletterPostOutcome }) {
  return (
    <p
      className={outcome.kind === 'error' ? 'notice notice--error' : 'notice'}
      role={outcome.kind === 'error' ? 'alert' : 'status'}
    >
      {outcome.message}
    </p>
  );
}

/**
 * A mailed link's page (confirm or unsubscribe): what the link will do and one button that does
 * it by POST, or, once pressed, what happened. A link that cannot work says so and why.
 */
export function NewsletterLinkPage(props: {
  title: string;
  state: NewsletterLinkState;
  outcome: NewsletterPostOutcome | undefined;
  explanation: string;
  button: string;
  /** What to say when the token names nothing (expired, used or unknown). */
  deadMessage: string;
}) {
  const { outcome, state } = props;
  const deadNotice =
    state === 'incomplete'
      ? NEWSLETTER_TEXTS.linkIncomplete
      : state === 'dead'
        ? props.deadMessage
        : '';
  return (
    <main id="main" tabIndex={-1} className="page container newsletter-page">
      <header className="page__header">
        <p className="eyebrow">Newsletter</p>
        <h1 className="page__title">{props.title}</h1>
      </header>
      {outcome ? (
        <NewsletterNotice outcome={outcome} />
      ) : deadNotice !== '' ? (
        <NewsletterNotice outcome={{ kind: 'error', message: deadNotice, errors: {} }} />
      ) : (
        <Form method="post" className="newsletter-link-form">
          <p>{props.explanation}</p>
          <p className="button-row">
            <button className="button" type="submit">
              {props.button}
            </button>
          </p>
        </Form>
      )}
      {outcome?.kind === 'success' || state === 'live' ? null : (
        <p>
          <Link to={NEWSLETTER_PATHS.signUp}>Sign up for the newsletter</Link>
        </p>
      )}
    </main>
  );
}
