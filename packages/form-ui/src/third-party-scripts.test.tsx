// @vitest-environment jsdom
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaSettingsContext, type CaptchaSettings } from './captcha/captcha-settings';
import { onPhoneLibraryLoaded } from './phone/phone-field';
import { FormRuntime } from './runtime/form-runtime';

/*
 * FORM-002: the third-party scripts a form uses are loaded by their widgets when the visitor
 * needs them, never with the page: reCAPTCHA's and hCaptcha's scripts from the configured
 * addresses once the visitor starts on the form, the phone utilities (this site's chunk with
 * libphonenumber's metadata) once a phone field is focused. Stripe.js and PayPal's SDK: see
 * payment-ui's FORM-002 test; the page's policy: the site's `third-party-scripts.test.ts`.
 */

const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
const HCAPTCHA_SCRIPT = 'https://js.hcaptcha.com/1/api.js';

const settings: CaptchaSettings = {
  widgets: {
    provider: 'altcha',
    altcha: { challengeUrl: '/api/captcha/challenge' },
    recaptcha: { siteKey: 'r-site', scriptUrl: RECAPTCHA_SCRIPT },
    hcaptcha: { siteKey: 'h-site', scriptUrl: HCAPTCHA_SCRIPT },
  },
};

function formWith(provider: 'recaptcha' | 'hcaptcha'): FormDefinition {
  return parseDefinition({
    id: 41,
    fields: [
      { id: 'text-1', type: 'text', label: 'Name' },
      { id: 'phone-1', type: 'phone', label: 'Phone', national_mode: false },
      { id: 'captcha-1', type: 'captcha', label: 'Spam check', provider },
    ],
    settings: {},
  });
}

function renderForm(definition: FormDefinition) {
  render(
    <CaptchaSettingsContext value={settings}>
      <FormRuntime
        definition={definition}
        formId={41}
        nonce="nonce-1"
        endpoint="/api/ajax"
        fetch={vi.fn<typeof fetch>()}
        navigator={{ assign: vi.fn(), openInNewTab: vi.fn() }}
        answerStorage={null}
      />
    </CaptchaSettingsContext>,
  );
}

/** The outside scripts on the page now. */
const outsideScripts = () =>
  [...document.querySelectorAll('script[src]')]
    .map((script) => (script as HTMLScriptElement).src)
    .filter((src) => !src.startsWith(window.location.origin));

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('third-party scripts of a form, on demand (FORM-002)', () => {
  it('FORM-002 reCAPTCHA’s script is added from its configured address only once the visitor starts on the form', async () => {
    renderForm(formWith('recaptcha'));
    await settle();
    expect(outsideScripts()).toEqual([]);
    fireEvent.focusIn(screen.getByLabelText('Name', { exact: false }));
    await waitFor(() => expect(outsideScripts()).toEqual([`${RECAPTCHA_SCRIPT}?render=explicit`]));
  });

  it('FORM-002 hCaptcha’s script is added from its configured address only once the visitor starts on the form', async () => {
    renderForm(formWith('hcaptcha'));
    await settle();
    expect(outsideScripts()).toEqual([]);
    fireEvent.focusIn(screen.getByLabelText('Name', { exact: false }));
    await waitFor(() => {
      const scripts = outsideScripts();
      expect(scripts).toHaveLength(1);
      expect(scripts[0]?.startsWith(HCAPTCHA_SCRIPT)).toBe(true);
    });
  });

  it('FORM-002 the phone utilities load when the phone field is focused, not with the form', async () => {
    const loaded = vi.fn();
    onPhoneLibraryLoaded(loaded);
    renderForm(formWith('recaptcha'));
    // The visitor types a name: the captcha starts, the phone utilities still wait.
    fireEvent.focusIn(screen.getByLabelText('Name', { exact: false }));
    await settle();
    await settle();
    expect(loaded).not.toHaveBeenCalled();
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    fireEvent.focus(phone);
    fireEvent.focusIn(phone);
    await waitFor(() => expect(loaded).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const library = loaded.mock.calls[0]?.[0] as { [name: string]: unknown };
    expect(Object.keys(library).length).toBeGreaterThan(0);
  });
});
