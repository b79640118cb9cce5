/**
 * Issue 15: the demo customer, for trying the account pages and the two-factor login. The
 * password and the TOTP secret are public on purpose (README, and printed by `npm run db:seed`):
 * add the secret to an authenticator app, or compute the code from it, to sign in. A real site
 * has no such account; the seed adds it only to the demo gallery.
 */
export const DEMO_CUSTOMER = {
  email: 'collector@atelier.example',
  password: 'Gallery-Visit-2026!',
  /** Base32, 160 bits: what an authenticator app is given by the QR code. */
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;
