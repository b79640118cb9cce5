import path from 'node:path';
import { Secret, TOTP } from 'otpauth';

/**
 * Issue 21: the studio's owner in the end-to-end runs. The web server command makes this account
 * an owner with `npm run owner -- create … --password-stdin --totp-secret …` before it starts
 * (playwright.config.ts); these are test values of a throw-away data folder, never a demo account
 * of a real install. The setup project (`studio.setup.ts`) signs in once, through the two-factor
 * dialog, and keeps the browser state here: a studio test says `test.use({ storageState: OWNER_STATE })`.
 */
export const STUDIO_OWNER = {
  email: 'owner@e2e.atelier.example',
  password: 'Studio-Owner-E2E-2026!',
  totpSecret: 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BAKJ2W24DT',
} as const;

export const OWNER_STATE = path.resolve(import.meta.dirname, '../test-results/.auth/owner.json');

/** A code for the owner's secret, as an authenticator app shows it. */
export function ownerTotpCode(timestamp = Date.now()): string {
  return new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(STUDIO_OWNER.totpSecret),
  }).generate({ timestamp });
}
