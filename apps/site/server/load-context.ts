import type { SubmittingVisitor } from './forms/loaded-form';
import type { PageErrorLog } from './platform/logging';
import type { SiteServices } from './site-services';

/**
 * What every loader and action receives from the server, besides the Request. Route modules
 * reach data only through these services, never through the database directly.
 */
export interface RequestContext {
  /** Per-request CSP nonce for the inline scripts React Router renders. */
  cspNonce: string;
  sessionId: string;
  /** Who is asking, as stored with a form entry: session, keyed address hash, user agent. */
  visitor: SubmittingVisitor;
  services: SiteServices;
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
