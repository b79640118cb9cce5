import { randomBytes } from 'node:crypto';
import type { Database } from '@atelier/db/connection';
import { accountRepository } from '@atelier/db/repositories/accounts';
import { auditLogRepository } from '@atelier/db/repositories/audit-log';
import { validatePassword } from '@atelier/form-engine/validation/password';
import { Secret } from 'otpauth';
import { hashPassword } from '../platform/security/passwords';
import {
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
  twoFactorKeys,
} from './two-factor-codes';

/** The owner command's changes are recorded under this name in the audit log. */
const COMMAND_LINE = { id: null, email: 'command line' } as const;

/** What `owner create` made: the secrets are shown once, to the person at the server. */
export interface OwnerCreated {
  email: string;
  /** The new account's password when none was given; undefined for an existing account. */
  generatedPassword?: string;
  /** When two-factor login was turned on here: the secret, its URI and the recovery codes. */
  twoFactor?: { secret: string; uri: string; recoveryCodes: string[] };
}

export class OwnerCommandError extends Error {
  override name = 'OwnerCommandError';
}

/**
 * Issue 21: owner accounts, made and revoked on the server only (`npm run owner`), never by a
 * visitor. An owner always has two-factor login: making one turns it on when the account has
 * none, and the studio refuses a sign-in that skipped the second step.
 */
export function ownerAccounts(db: Database, options: { secret: string }) {
  const keys = twoFactorKeys(options.secret);
  const accounts = accountRepository(db);
  return {
    async create(input: {
      email: string;
      /** A password for a new account; a strong one is made when absent. */
      password?: string | undefined;
      /** A base32 TOTP secret to use (an authenticator already set up); a new one else. */
      totpSecret?: string | undefined;
    }): Promise<OwnerCreated> {
      const email = input.email.trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        throw new OwnerCommandError(`"${input.email}" is not an email address.`);
      if (input.password !== undefined) {
        // An owner's password guards every order and entry: longer than a customer's minimum.
        const weak =
          input.password.length < 12 || input.password.length > 256
            ? 'An owner’s password has 12 to 256 characters.'
            : validatePassword(input.password, {});
        if (weak) throw new OwnerCommandError(weak);
      }
      if (input.totpSecret !== undefined) {
        try {
          if (Secret.fromBase32(input.totpSecret).bytes.length < 16) throw new Error('short');
        } catch {
          throw new OwnerCommandError('The TOTP secret must be base32, at least 128 bits.');
        }
      }
      const result: OwnerCreated = { email };
      let account = await accounts.findByEmail(email);
      if (!account) {
        const password = input.password ?? randomBytes(18).toString('base64url');
        if (input.password === undefined) result.generatedPassword = password;
        const created = await accounts.create(email, await hashPassword(password));
        if (!created) throw new OwnerCommandError(`The account ${email} could not be made.`);
        account = await accounts.findById(created.id);
      }
      if (!account) throw new OwnerCommandError(`The account ${email} could not be read.`);
      if (account.totpSecret === null || input.totpSecret !== undefined) {
        const secret = input.totpSecret ?? newTotpSecret();
        const recoveryCodes = newRecoveryCodes();
        await accounts.enableTotp(
          account.id,
          encryptSecret(secret, keys.secretsKey),
          // No step taken yet: the first code of the owner's app is accepted.
          0,
          recoveryCodes.map((code) => hashRecoveryCode(code, keys.recoveryKey)),
        );
        result.twoFactor = { secret, uri: totpUri(secret, email), recoveryCodes };
      }
      await db.transaction(async (tx) => {
        await accountRepository(tx).setRole(account.id, 'owner');
        await auditLogRepository(tx).record(COMMAND_LINE, {
          action: 'owner.create',
          subject: `account:${account.id}`,
          before: { role: account.role },
          after: { role: 'owner', twoFactorTurnedOn: result.twoFactor !== undefined },
        });
      });
      return result;
    },

    /** Makes an owner a customer again; every session of theirs ends. False: no such owner. */
    async revoke(emailInput: string): Promise<boolean> {
      const account = await accounts.findByEmail(emailInput.trim().toLowerCase());
      if (!account || account.role !== 'owner') return false;
      await db.transaction(async (tx) => {
        await accountRepository(tx).setRole(account.id, 'customer');
        await auditLogRepository(tx).record(COMMAND_LINE, {
          action: 'owner.revoke',
          subject: `account:${account.id}`,
          before: { role: 'owner' },
          after: { role: 'customer' },
        });
      });
      return true;
    },

    list: () => accounts.owners(),
  };
}

export type OwnerAccounts = ReturnType<typeof ownerAccounts>;
