import type { CustomerRecord } from '@atelier/db/repositories/accounts';

/** Issue 21: the owner a studio page or action works for, as the audit log names them. */
export interface StudioOwner {
  id: number;
  email: string;
}

/**
 * Who is asking for the studio. Only an owner whose account has two-factor login on and whose
 * sign-in passed the second step gets in; the others are told apart so each gets the right
 * answer (sign in, "not yours", "sign in with two-factor").
 */
export type OwnerAccess =
  | { kind: 'signed-out' }
  | { kind: 'not-owner' }
  | { kind: 'needs-second-factor' }
  | { kind: 'owner'; owner: StudioOwner };

/**
 * What the studio reads of a request's sign-in (the accounts room's `AccountSession` is one);
 * the composition root and the load context hand it in.
 */
export interface SignedInAccount {
  customer(): Promise<Pick<CustomerRecord, 'id' | 'email' | 'role' | 'totpSecret'> | undefined>;
  passedSecondFactor(): Promise<boolean>;
}

export async function ownerAccessOf(account: SignedInAccount | undefined): Promise<OwnerAccess> {
  const customer = await account?.customer();
  if (!account || !customer) return { kind: 'signed-out' };
  if (customer.role !== 'owner') return { kind: 'not-owner' };
  if (customer.totpSecret === null || !(await account.passedSecondFactor()))
    return { kind: 'needs-second-factor' };
  return { kind: 'owner', owner: { id: customer.id, email: customer.email } };
}
