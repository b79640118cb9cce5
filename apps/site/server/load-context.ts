import type { AccountSession } from './accounts/account-session';
import type { SubmittingVisitor } from './forms/loaded-form';
import type { PollVoter } from './polls/voter-cookie';
import type { PageErrorLog } from './platform/logging';
import type { PageDependencies } from './platform/http/page-cache';
import type { SiteServices } from './site-services';

/**
 * What every loader and action receives from the server, besides the Request. Route modules
 * reach data only through these services, never through the database directly.
 */
export interface RequestContext {
  /**
   * The visitor's session id. Reading it makes the answer personal (`private, no-store`, never
   * cached); a visitor without a session gets a new id, kept only if the request stores under it.
   */
  readonly sessionId: string;
  /** Who is asking, as stored with a form entry: session, keyed address hash, user agent. Personal too. */
  readonly visitor: SubmittingVisitor;
  /**
   * Issue 15: the request's address, for a captcha provider's check of a native post (its
   * `remoteip`); never stored or logged. Personal too. Optional only so tests can build a
   * context by hand.
   */
  readonly remoteAddress?: string;
  /**
   * Who votes in a poll (ADR 0013): the voter cookie's id (a new one when the browser brought
   * none), the keyed address hash and the user agent; `remember()` keeps a new id in the
   * browser once the vote is stored. Personal too. Optional only so tests can build a context
   * by hand.
   */
  readonly pollVoter?: PollVoter & { remember(): void };
  /**
   * Issue 15: the visitor's sign-in (the customer, signing in and out with session rotation).
   * Personal too. Optional only so tests can build a context by hand.
   */
  readonly account?: AccountSession;
  services: SiteServices;
  /** Optional only so tests can build a context by hand. */
  page?: PageDependencies;
  /**
   * The request's logger (with its request id), for React Router's error reports
   * (entry.server.tsx). Optional only so tests can build a context by hand.
   */
  log?: PageErrorLog;
}

declare module 'react-router' {
  // Declaration merging is how React Router types the load context.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
