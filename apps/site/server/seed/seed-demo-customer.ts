import type { Database } from '@atelier/db/connection';
import { accountRepository } from '@atelier/db/repositories/accounts';
import { DEMO_CUSTOMER } from '@atelier/demo-content/accounts';
import {
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  twoFactorKeys,
} from '../accounts/two-factor-codes';
import { hashPassword } from '../platform/security/passwords';

/**
 * Issue 15: the demo customer with two-factor login on (its secret is public: see
 * `DEMO_CUSTOMER`). Added once; an existing account of that address is left as it is. The secret
 * is encrypted with this site's key, so it is written here on the server, not by the database
 * package's seed. Answers whether it was added.
 */
export async function seedDemoCustomer(db: Database, sessionSecret: string): Promise<boolean> {
  const accounts = accountRepository(db);
  if (await accounts.findByEmail(DEMO_CUSTOMER.email)) return false;
  const created = await accounts.create(
    DEMO_CUSTOMER.email,
    await hashPassword(DEMO_CUSTOMER.password),
  );
  if (!created) return false;
  const keys = twoFactorKeys(sessionSecret);
  await accounts.enableTotp(
    created.id,
    encryptSecret(DEMO_CUSTOMER.totpSecret, keys.secretsKey),
    // No step taken yet: the first code the visitor types is accepted.
    0,
    newRecoveryCodes().map((code) => hashRecoveryCode(code, keys.recoveryKey)),
  );
  return true;
}
