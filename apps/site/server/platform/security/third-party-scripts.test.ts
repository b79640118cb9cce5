import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergedOrigins, paymentOrigins } from '../../payments/payment-origins';
import { captchaOrigins } from '../captcha/captcha-origins';
import { loadConfig } from '../config/config';
import { pageScriptPolicy } from './content-security-policy';

/*
 * FORM-002: the third-party scripts of forms and payments (the card provider's Stripe.js, PayPal's
 * SDK, reCAPTCHA, hCaptcha; the phone utilities are a chunk of this site). No page carries them:
 * each is added by its widget when it is wanted (payment-ui's and form-ui's FORM-002 tests, and
 * the browser test in e2e/tests/deferred-scripts.spec.ts). The page's policy, which is the same
 * for every visitor (pages are shared, ADR 0011), allows exactly the configured providers' hosts.
 */

const scriptSources = (policy: string) =>
  (/(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ');

function policyFor(env: Record<string, string>) {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atelier-form-002-')),
    ...env,
  });
  return pageScriptPolicy(
    'production',
    mergedOrigins(captchaOrigins(config.captcha), paymentOrigins(config.payments)),
  )([]);
}

describe('third-party scripts and the page policy (FORM-002)', () => {
  it('FORM-002 with every provider configured, scripts may come from Stripe, PayPal, reCAPTCHA and hCaptcha hosts and no other', () => {
    const policy = policyFor({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'r-site',
      RECAPTCHA_SECRET: 'r-secret',
      HCAPTCHA_SITE_KEY: 'h-site',
      HCAPTCHA_SECRET: 'h-secret',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
    });
    expect(new Set(scriptSources(policy))).toEqual(
      new Set([
        "'self'",
        // The card provider.
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        // PayPal's SDK (its configured address's host) and the hosts it loads its parts from.
        'https://www.paypal.com',
        'https://*.paypal.com',
        'https://www.paypalobjects.com',
        // reCAPTCHA's script and its companions.
        'https://www.google.com',
        'https://www.gstatic.com',
        'https://www.recaptcha.net',
        // hCaptcha.
        'https://js.hcaptcha.com',
        'https://hcaptcha.com',
        'https://*.hcaptcha.com',
        // MISC-014: Pinterest's pin script, on demand.
        'https://assets.pinterest.com',
      ]),
    );
    // Their widgets run in frames from the same hosts (the card field, the PayPal buttons, the
    // challenges).
    expect(policy).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.paypal\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/hcaptcha\.com/);
  });

  it('FORM-002 the demo (test gateway, self-hosted captcha) allows no outside script host but the pin script; the phone utilities are this site’s', () => {
    expect(scriptSources(policyFor({}))).toEqual(["'self'", 'https://assets.pinterest.com']);
  });

  it('FORM-002 a PayPal SDK served from another address (a sandbox stand-in) is allowed by its own host', () => {
    const policy = policyFor({
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
      PAYPAL_SDK_URL: 'https://sdk.example.test/js',
    });
    expect(scriptSources(policy)).toContain('https://sdk.example.test');
    expect(scriptSources(policy)).not.toContain('https://js.stripe.com');
  });
});
