import type { CustomerRecord } from '@atelier/db/repositories/accounts';
import type { VisitorSession } from '../platform/http/sessions';
import type { AccountsService, SignedIn } from './accounts-service';

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
  signIn(customer: { customerId: number; generation: number }): Promise<void>;
  /** Signs out and keeps the cart (a new anonymous session with the same cart). */
  signOut(): Promise<void>;
}

export function accountSessionOf(
  session: VisitorSession,
  accounts: AccountsService,
  address: string,
): AccountSession {
  let checked: Promise<CustomerRecord | undefined> | undefined;
  return {
    get addressHash() {
      return accounts.addressHashOf(address);
    },
    customer() {
      checked ??= (async () => {
        if (session.existingId === undefined) return undefined;
        return accounts.current(await session.get(SIGNED_IN_KEY));
      })();
      return checked;
    },
    async signIn({ customerId, generation }) {
      const { [SIGNED_IN_KEY]: _previous, ...rest } = await session.data();
      const record: SignedIn = { customerId, generation, signedInAt: Date.now() };
      await session.rotate({ ...rest, [SIGNED_IN_KEY]: record });
      checked = undefined;
    },
    async signOut() {
      if (session.existingId === undefined) return;
      const { [SIGNED_IN_KEY]: _previous, ...rest } = await session.data();
      await session.rotate(rest);
      checked = Promise.resolve(undefined);
    },
  };
}
