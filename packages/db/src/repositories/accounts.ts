import { and, count, desc, eq, gt, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { accountRecoveryCodes, accountTokens, customers, orders, pendingLogins } from '../schema';

/** Orders a buyer placed: not a payment still under way, nor one that never got its money. */
const placedOrder = notInArray(orders.status, ['pending', 'failed']);

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export interface CustomerRecord {
  id: number;
  email: string;
  passwordHash: string;
  sessionGeneration: number;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  twoFactorFailures: number;
  twoFactorLockedUntil: Date | null;
  /** Issue 21: `owner` opens the studio (with two-factor login); everyone else is a customer. */
  role: AccountRole;
  createdAt: Date;
}

export type AccountRole = (typeof customers.role.enumValues)[number];

export interface PendingLoginRecord {
  tokenHash: string;
  customerId: number;
  redirectTo: string;
  expiresAt: Date;
  emailCodeHash: string | null;
  emailCodeExpiresAt: Date | null;
  emailCodesSent: number;
  emailCodeSentAt: Date | null;
  lostDeviceMailed: boolean;
}

export interface AccountOrderRecord {
  id: number;
  orderKey: string;
  status: string;
  totalCents: number;
  currency: string;
  createdAt: Date;
}

/**
 * Customer accounts (issue 15): the customer row, its two-factor state, recovery codes, pending
 * logins and mailed single-use links. Every "use once" is one conditional statement (an UPDATE or
 * DELETE … RETURNING), so two processes racing for the same code or token cannot both win.
 */
export function accountRepository(db: Database) {
  const customerColumns = {
    id: customers.id,
    email: customers.email,
    passwordHash: customers.passwordHash,
    sessionGeneration: customers.sessionGeneration,
    totpSecret: customers.totpSecret,
    totpPendingSecret: customers.totpPendingSecret,
    totpLastStep: customers.totpLastStep,
    twoFactorFailures: customers.twoFactorFailures,
    twoFactorLockedUntil: customers.twoFactorLockedUntil,
    role: customers.role,
    createdAt: customers.createdAt,
  };

  return {
    /** A new customer; undefined when the email address is already registered. */
    async create(email: string, passwordHash: string): Promise<{ id: number } | undefined> {
      const [row] = await db
        .insert(customers)
        .values({ email: email.toLowerCase(), passwordHash })
        .onConflictDoNothing({ target: customers.email })
        .returning({ id: customers.id });
      return row;
    },

    async findByEmail(email: string): Promise<CustomerRecord | undefined> {
      const [row] = await db
        .select(customerColumns)
        .from(customers)
        .where(eq(customers.email, email.toLowerCase()))
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<CustomerRecord | undefined> {
      const [row] = await db.select(customerColumns).from(customers).where(eq(customers.id, id));
      return row;
    },

    /**
     * Issue 21: makes an account an owner or a customer again. The generation moves on, so a
     * session signed in under the old role is signed out rather than keeping what it had.
     */
    async setRole(id: number, role: AccountRole): Promise<void> {
      await db
        .update(customers)
        .set({ role, sessionGeneration: sql`${customers.sessionGeneration} + 1` })
        .where(eq(customers.id, id));
    },

    /** Issue 21: the owners, oldest first (the owner command's list). */
    async owners(): Promise<{ id: number; email: string; twoFactor: boolean; createdAt: Date }[]> {
      const rows = await db
        .select({
          id: customers.id,
          email: customers.email,
          totpSecret: customers.totpSecret,
          createdAt: customers.createdAt,
        })
        .from(customers)
        .where(eq(customers.role, 'owner'))
        .orderBy(customers.id);
      return rows.map(({ totpSecret, ...row }) => ({ ...row, twoFactor: totpSecret !== null }));
    },

    /** A new password ends every other session of the account (the generation moves on). */
    async setPassword(id: number, passwordHash: string): Promise<number> {
      const [row] = await db
        .update(customers)
        .set({ passwordHash, sessionGeneration: sql`${customers.sessionGeneration} + 1` })
        .where(eq(customers.id, id))
        .returning({ generation: customers.sessionGeneration });
      if (!row) throw new Error(`Customer ${id} does not exist.`);
      return row.generation;
    },

    async setPendingTotpSecret(id: number, encryptedSecret: string | null): Promise<void> {
      await db
        .update(customers)
        .set({ totpPendingSecret: encryptedSecret })
        .where(eq(customers.id, id));
    },

    /**
     * Turns two-factor login on with the confirmed secret, the step of the confirming code (so
     * it is not taken again at the next login) and new recovery codes, in one transaction.
     */
    async enableTotp(
      id: number,
      encryptedSecret: string,
      confirmedStep: number,
      recoveryCodeHashes: readonly string[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({
            totpSecret: encryptedSecret,
            totpPendingSecret: null,
            totpLastStep: confirmedStep,
            twoFactorFailures: 0,
            twoFactorLockedUntil: null,
          })
          .where(eq(customers.id, id));
        await tx.delete(accountRecoveryCodes).where(eq(accountRecoveryCodes.customerId, id));
        if (recoveryCodeHashes.length > 0) {
          await tx
            .insert(accountRecoveryCodes)
            .values(recoveryCodeHashes.map((codeHash) => ({ customerId: id, codeHash })));
        }
      });
    },

    /** Turns two-factor login off: the secret, its recovery codes and pending logins go. */
    async disableTotp(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(customers)
          .set({
            totpSecret: null,
            totpPendingSecret: null,
            totpLastStep: null,
            twoFactorFailures: 0,
            twoFactorLockedUntil: null,
          })
          .where(eq(customers.id, id));
        await tx.delete(accountRecoveryCodes).where(eq(accountRecoveryCodes.customerId, id));
        await tx.delete(pendingLogins).where(eq(pendingLogins.customerId, id));
      });
    },

    /**
     * Takes a TOTP time step for the account if no later or equal step was taken before: each
     * code is used once, and an older code seen on the wire is worth nothing either.
     */
    async acceptTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(customers.id, id),
            or(isNull(customers.totpLastStep), lt(customers.totpLastStep, step)),
          ),
        )
        .returning({ id: customers.id });
      return rows.length === 1;
    },

    /**
     * Counts a wrong second-step code. The `max`-th in a row locks the second step until
     * `now + lockMs` and starts the count again; answers the lock's end when it locked.
     */
    async recordTwoFactorFailure(
      id: number,
      max: number,
      lockMs: number,
      now = new Date(),
    ): Promise<Date | null> {
      const lockedUntil = new Date(now.getTime() + lockMs);
      const [row] = await db
        .update(customers)
        .set({
          twoFactorFailures: sql`case when ${customers.twoFactorFailures} + 1 >= ${max} then 0 else ${customers.twoFactorFailures} + 1 end`,
          twoFactorLockedUntil: sql`case when ${customers.twoFactorFailures} + 1 >= ${max} then ${lockedUntil} else ${customers.twoFactorLockedUntil} end`,
        })
        .where(eq(customers.id, id))
        .returning({ lockedUntil: customers.twoFactorLockedUntil });
      const until = row?.lockedUntil ?? null;
      return until !== null && until > now ? until : null;
    },

    async clearTwoFactorFailures(id: number): Promise<void> {
      await db
        .update(customers)
        .set({ twoFactorFailures: 0, twoFactorLockedUntil: null })
        .where(eq(customers.id, id));
    },

    async replaceRecoveryCodes(id: number, codeHashes: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(accountRecoveryCodes).where(eq(accountRecoveryCodes.customerId, id));
        await tx
          .insert(accountRecoveryCodes)
          .values(codeHashes.map((codeHash) => ({ customerId: id, codeHash })));
      });
    },

    /** Uses a recovery code once: true only for the request that marked it used. */
    async useRecoveryCode(id: number, codeHash: string, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(accountRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountRecoveryCodes.customerId, id),
            eq(accountRecoveryCodes.codeHash, codeHash),
            isNull(accountRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: accountRecoveryCodes.id });
      return rows.length === 1;
    },

    async unusedRecoveryCodes(id: number): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(accountRecoveryCodes)
        .where(and(eq(accountRecoveryCodes.customerId, id), isNull(accountRecoveryCodes.usedAt)));
      return row?.count ?? 0;
    },

    async addPendingLogin(login: {
      tokenHash: string;
      customerId: number;
      redirectTo: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(pendingLogins).values(login);
    },

    async findPendingLogin(
      tokenHash: string,
      now = new Date(),
    ): Promise<PendingLoginRecord | undefined> {
      const [row] = await db
        .select()
        .from(pendingLogins)
        .where(and(eq(pendingLogins.tokenHash, tokenHash), gt(pendingLogins.expiresAt, now)));
      return row;
    },

    /** Ends a pending login; true only for the one request that ended it (single use). */
    async consumePendingLogin(tokenHash: string, now = new Date()): Promise<boolean> {
      const rows = await db
        .delete(pendingLogins)
        .where(and(eq(pendingLogins.tokenHash, tokenHash), gt(pendingLogins.expiresAt, now)))
        .returning({ tokenHash: pendingLogins.tokenHash });
      return rows.length === 1;
    },

    /**
     * Records a new mailed code for a pending login, if the resend rule allows it: at most
     * `maxSends` per pending login, not sooner than `minIntervalMs` after the last. False when
     * the rule refused (nothing changed).
     */
    async setEmailCode(
      tokenHash: string,
      code: { hash: string; expiresAt: Date },
      rule: { maxSends: number; minIntervalMs: number },
      now = new Date(),
    ): Promise<boolean> {
      const lastAllowed = new Date(now.getTime() - rule.minIntervalMs);
      const rows = await db
        .update(pendingLogins)
        .set({
          emailCodeHash: code.hash,
          emailCodeExpiresAt: code.expiresAt,
          emailCodesSent: sql`${pendingLogins.emailCodesSent} + 1`,
          emailCodeSentAt: now,
        })
        .where(
          and(
            eq(pendingLogins.tokenHash, tokenHash),
            gt(pendingLogins.expiresAt, now),
            lt(pendingLogins.emailCodesSent, rule.maxSends),
            or(
              isNull(pendingLogins.emailCodeSentAt),
              lte(pendingLogins.emailCodeSentAt, lastAllowed),
            ),
          ),
        )
        .returning({ tokenHash: pendingLogins.tokenHash });
      return rows.length === 1;
    },

    /** Marks the lost-device mail sent for this pending login; true the first time only. */
    async markLostDeviceMailed(tokenHash: string, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(pendingLogins)
        .set({ lostDeviceMailed: true })
        .where(
          and(
            eq(pendingLogins.tokenHash, tokenHash),
            gt(pendingLogins.expiresAt, now),
            eq(pendingLogins.lostDeviceMailed, false),
          ),
        )
        .returning({ tokenHash: pendingLogins.tokenHash });
      return rows.length === 1;
    },

    async addToken(token: {
      tokenHash: string;
      customerId: number;
      purpose: AccountTokenPurpose;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(accountTokens).values(token);
    },

    /** Uses a mailed link's token once: the customer it names, or undefined (unknown, used, expired). */
    async consumeToken(
      tokenHash: string,
      purpose: AccountTokenPurpose,
      now = new Date(),
    ): Promise<number | undefined> {
      const [row] = await db
        .delete(accountTokens)
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ customerId: accountTokens.customerId });
      return row?.customerId;
    },

    /** Whether a token is live, without using it (the reset page shows its form only then). */
    async tokenIsLive(
      tokenHash: string,
      purpose: AccountTokenPurpose,
      now = new Date(),
    ): Promise<boolean> {
      const [row] = await db
        .select({ tokenHash: accountTokens.tokenHash })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            gt(accountTokens.expiresAt, now),
          ),
        );
      return row !== undefined;
    },

    /**
     * The account's orders. A `pending` order is a card or PayPal payment under way and a
     * `failed` one never got its money (issue 17): neither is an order the buyer placed yet.
     */
    async ordersOf(customerId: number, limit = 50): Promise<AccountOrderRecord[]> {
      return db
        .select({
          id: orders.id,
          orderKey: orders.orderKey,
          status: orders.status,
          totalCents: orders.totalCents,
          currency: orders.currency,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), placedOrder))
        .orderBy(desc(orders.id))
        .limit(limit);
    },

    /** Guest orders placed with this email address (any case), not yet in an account. */
    async guestOrdersWithEmail(email: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(orders)
        .where(
          and(
            isNull(orders.customerId),
            sql`lower(${orders.email}) = ${email.toLowerCase()}`,
            placedOrder,
          ),
        );
      return row?.count ?? 0;
    },

    /** Adds the guest orders placed with the account's email address to it; how many. */
    async claimGuestOrders(customerId: number, email: string): Promise<number> {
      const rows = await db
        .update(orders)
        .set({ customerId })
        .where(
          and(
            isNull(orders.customerId),
            sql`lower(${orders.email}) = ${email.toLowerCase()}`,
            placedOrder,
          ),
        )
        .returning({ id: orders.id });
      return rows.length;
    },

    /** Housekeeping: pending logins and mailed links past their time. */
    async purgeExpired(now = new Date()): Promise<void> {
      await db.delete(pendingLogins).where(lt(pendingLogins.expiresAt, now));
      await db.delete(accountTokens).where(lt(accountTokens.expiresAt, now));
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
