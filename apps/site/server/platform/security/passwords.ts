import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

/**
 * scrypt's cost (ADR 0015): N = 2^15, r = 8, p = 1 takes 32 MiB and some tens of milliseconds
 * per guess, above the 16 MiB of Node's default; raised when the customer accounts arrived.
 * Hashes keep their parameters, so raising them later still verifies the old ones.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
/** Node refuses a derivation above `maxmem`; 128 × N × r bytes plus headroom. */
const maxmemOf = (cost: { N: number; r: number }) => 128 * cost.N * cost.r * 2;

function derive(
  password: string,
  salt: Buffer,
  length: number,
  cost: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: maxmemOf(cost) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** scrypt with a random salt, stored as "scrypt$N$r$p$salt$hash" (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')]
    .map(String)
    .join('$');
}

/** The parts of a stored hash: the current form, or the first form "salt:hash" (Node's defaults). */
function parseStored(stored: string) {
  const parts = stored.split('$');
  if (parts.length === 6 && parts[0] === 'scrypt') {
    const [, n, r, p, salt, hash] = parts;
    const cost = { N: Number(n), r: Number(r), p: Number(p) };
    const sane =
      Number.isInteger(cost.N) && cost.N >= 2 && cost.N <= 2 ** 20 && cost.r >= 1 && cost.r <= 32;
    return sane && salt && hash && cost.p >= 1 && cost.p <= 4 ? { cost, salt, hash } : undefined;
  }
  const [salt, hash] = stored.split(':');
  return salt && hash ? { cost: { N: 16384, r: 8, p: 1 }, salt, hash } : undefined;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(
    password,
    Buffer.from(parsed.salt, 'base64url'),
    expected.length,
    parsed.cost,
  );
  return timingSafeEqual(expected, actual);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against an account that may not exist: with no account, a dummy hash of the
 * same cost is checked instead (and fails), so the answer takes as long either way and its timing
 * does not tell whether an email address has an account.
 */
export async function verifyPasswordOfAccount(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  if (stored !== undefined) return verifyPassword(password, stored);
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}
