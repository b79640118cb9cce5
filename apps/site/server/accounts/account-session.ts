import type { CustomerRecord } from '@atelier/db/repositories/accounts';
import type { FastifyReply } from 'fastify';
import { SIGNED_IN_MARKER_COOKIE } from '~/shared/cookies';
import type { VisitorSession } from '../platform/http/sessions';
import { signedInSchema, type AccountsService, type SignedIn } from './accounts-service';

/** The session data key of the signed-in state. */
export const SIGNED_IN_KEY = 'account';

/**
 * A visitor's sign-in as the pages and actions use it. Signing in and out rotate the session
 * (a new id; the cart, uploads and drafts follow): an id anyone saw before the sign-in is worth
 * nothing after it, and one seen while signed in is worth nothing after signing out.
 */
export interface AccountSession {
  /**
   * The keyed hash of the visitor's address, as the sign-in limits count it. Reading it starts
   * no session (a login's first step stores nothing under one).
   */
  readonly addressHash: string;
  /** The signed-in customer, checked against the account (deleted, password changed: none). */
  customer(): Promise<CustomerRecord | undefined>;
  /** Issue 21: whether this sign-in passed the second step (two-factor login). */
  passedSecondFactor(): Promise<boolean>;
  signIn(customer: {
    customerId: number;
    generation: number;
    /** True only when the sign-in passed the second step. */
    secondFactor?: boolean;
  }): Promise<void>;
  /** Signs out and keeps the cart (a new anonymous session with the same cart). */
  signOut(): Promise<void>;
}

/** Sets and clears the browser-readable signed-in marker (ADR 0017) beside the session. */
export interface SignedInMarker {
  set(): void;
  clear(): void;
}

/** How long the marker lives: as long as the session cookie at most (30 days). */
const MARKER_SECONDS = 30 * 24 * 60 * 60;

/**
 * The marker as a cookie the browser can read (not httpOnly: it says only "signed in", grants
 * nothing, and the server never reads it). The popups' logged-in condition uses it.
 */
export function signedInMarkerCookie(reply: FastifyReply, secure: boolean): SignedInMarker {
  const options = { path: '/', sameSite: 'lax', secure, httpOnly: false } as const;
  return {
    set: () =>
      reply.setCookie(SIGNED_IN_MARKER_COOKIE, '1', { ...options, maxAge: MARKER_SECONDS }),
    clear: () => reply.clearCookie(SIGNED_IN_MARKER_COOKIE, options),
  };
}

export function accountSessionOf(
  session: VisitorSession,
  accounts: AccountsService,
  address: string,
  marker?: SignedInMarker,
): AccountSession {
  let checked: Promise<CustomerRecord | undefined> | undefined;
  const customer = () => {
    checked ??= (async () => {
      if (session.existingId === undefined) return undefined;
      return accounts.current(await session.get(SIGNED_IN_KEY));
    })();
    return checked;
  };
  return {
    get addressHash() {
      return accounts.addressHashOf(address);
    },
    customer,
    async passedSecondFactor() {
      if (!(await customer())) return false;
      const record = signedInSchema.safeParse(await session.get(SIGNED_IN_KEY));
      return record.success && record.data.secondFactor === true;
    },
    async signIn({ customerId, generation, secondFactor }) {
      const { [SIGNED_IN_KEY]: _previous, ...rest } = await session.data();
      const record: SignedIn = {
        customerId,
        generation,
        signedInAt: Date.now(),
        ...(secondFactor === true ? { secondFactor: true } : {}),
      };
      await session.rotate({ ...rest, [SIGNED_IN_KEY]: record });
      marker?.set();
      checked = undefined;
    },
    async signOut() {
      // Cleared even without a session: a marker left from an expired one says nothing true.
      marker?.clear();
      if (session.existingId === undefined) return;
      const { [SIGNED_IN_KEY]: _previous, ...rest } = await session.data();
      await session.rotate(rest);
      checked = Promise.resolve(undefined);
    },
  };
}
