import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** TFA: the authenticator app's code, as every common app reads an otpauth:// URI. */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** One step either side of now: a clock a little off, or a code typed as it changed. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Atelier';

/**
 * The keys this room derives from the session secret with HKDF, one per use, so a key never
 * serves two purposes and none is the session secret itself (ADR 0015).
 */
export interface TwoFactorKeys {
  /** AES-256-GCM key of the TOTP secrets at rest. */
  readonly secretsKey: Buffer;
  /** HMAC-SHA256 key of the recovery codes. */
  readonly recoveryKey: Buffer;
}

export function twoFactorKeys(sessionSecret: string): TwoFactorKeys {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', sessionSecret, 'atelier-accounts', info, 32));
  return {
    secretsKey: derive('totp-secret-encryption'),
    recoveryKey: derive('recovery-code-hash'),
  };
}

/** A new random TOTP secret (160 bits, the size RFC 4226 recommends), as base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const totpOf = (base32Secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  });

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(base32Secret: string, email: string): string {
  return totpOf(base32Secret, email).toString();
}

/** The current code for a secret (the seed and the tests compute codes as an app would). */
export function totpCode(base32Secret: string, timestamp = Date.now()): string {
  return totpOf(base32Secret).generate({ timestamp });
}

/**
 * The time step a code belongs to when it is right within ±1 step of `timestamp`, else null.
 * The caller records the step, so the same code (or an older one) is never taken twice.
 */
export function matchingTotpStep(
  base32Secret: string,
  code: string,
  timestamp = Date.now(),
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(base32Secret).validate({ token: code, timestamp, window: TOTP_WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}

/** The QR code of an otpauth:// URI as SVG text (rendered on the server; no script, no request). */
export async function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** A TOTP secret encrypted for the database: iv.tag.ciphertext, base64url (AES-256-GCM). */
export function encryptSecret(base32Secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(base32Secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function decryptSecret(stored: string, key: Buffer): string {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error('A stored TOTP secret is malformed.');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}

// Recovery codes: no 0/O, 1/I/L, so a code read off paper is typed right.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * Ten codes like `K7QD-M4XA-9TZP` (60 bits each). Shown once: only their hashes are kept.
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const characters = Array.from(
      { length: 12 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8)}`;
  });
}

/** As typed: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * HMAC-SHA256 with a server key rather than scrypt: a recovery code carries 60 random bits, so
 * a slow hash adds nothing against guessing (the lock-out does that) while the key keeps a copy
 * of the table useless without the server's secret; and it lets a code be found by its hash in
 * one indexed lookup.
 */
export function hashRecoveryCode(code: string, key: Buffer): string {
  return createHmac('sha256', key).update(normaliseRecoveryCode(code)).digest('hex');
}

/** A random token for a pending login or a mailed link: 32 bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and mailed codes are kept as SHA-256: the database never holds one that works. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A six-digit code to mail. */
export function newMailedCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
