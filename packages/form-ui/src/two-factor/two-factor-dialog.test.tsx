// @vitest-environment jsdom
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormRuntime, type FormNavigator } from '../runtime/form-runtime';
import { hydrateFromServer } from '../testing/render';
import { GENERIC_SUBMIT_ERROR, SUBMIT_ACTION } from '../runtime/submit-form';
import {
  CANCEL_LABEL,
  LOST_DEVICE_LABEL,
  MISSING_CODE_MESSAGE,
  RESEND_LABEL,
  TWO_FACTOR_HEADING,
  VERIFY_LABEL,
} from './two-factor-dialog';
import { FALLBACK_EMAIL_ACTION } from './two-factor-wire';

/*
 * jsdom has the <dialog> element but not its modal behaviour. The browser's showModal() and
 * close() are stood in for by their visible effects (the open attribute, and the close event,
 * fired from a task as the browser does); the inert page behind is the browser's and is checked
 * in Chromium.
 */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
});

const TOKEN = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF';
const NEXT_TOKEN = 'bmV4dC10b2tlbi1uZXh0LXRva2VuLW5leHQtdG9rZW4';
const PASSWORD = 'abc'; // an old, weak password: a login form must still take it (TFA-001)
const LOST_URL = () =>
  `${window.location.origin}/api/ajax?action=forminator_2fa_lost_device&token=${TOKEN}`;
const WRONG_CODE = 'That code is not right. Please try again.';
const EMAIL_SENT = 'We sent a code to a***@example.com.';
const LOST_SENT = 'We sent a link to regain access to your email address.';

const loginForm: FormDefinition = parseDefinition({
  id: 7001,
  fields: [
    { id: 'email-1', type: 'email', label: 'Email', required: true },
    { id: 'password-1', type: 'password', label: 'Password', required: true },
  ],
  settings: {
    form_type: 'login',
    has_loader: true,
    loader_label: 'Signing in...',
    pagination_config: { 'last-next': 'Sign in' },
  },
});

function challenge(overrides: Record<string, unknown> = {}) {
  return {
    success: true,
    data: {
      authentication: 'show',
      auth_method: 'totp',
      auth_token: TOKEN,
      auth_nav: 'totp,fallback-email,backup-codes',
      lost_url: LOST_URL(),
      message: '',
      ...overrides,
    },
  };
}

const signedIn = {
  success: true,
  data: { message: '', behav: 'behaviour-redirect', url: '/account', newtab: 'sametab' },
};
const invalid = { success: false, data: { authentication: 'invalid', message: WRONG_CODE } };

type Handler = (url: string, init: RequestInit | undefined) => Promise<Response> | Response;

interface Routes {
  login?: Handler;
  secondStep?: Handler;
  fallbackEmail?: Handler;
  lostDevice?: Handler;
}

function bodyOf(init: RequestInit | undefined): FormData | undefined {
  return init?.body instanceof FormData ? init.body : undefined;
}

/** A fake server: answers each call by what it is, and fails the test on anything else. */
function fakeServer(routes: Routes) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const body = bodyOf(init);
    const route =
      init?.method === 'GET'
        ? routes.lostDevice
        : body?.get('action') === FALLBACK_EMAIL_ACTION
          ? routes.fallbackEmail
          : body?.get('action') === SUBMIT_ACTION && body.has('auth-code')
            ? routes.secondStep
            : body?.get('action') === SUBMIT_ACTION
              ? routes.login
              : undefined;
    if (route === undefined) throw new Error(`unexpected call to ${url}`);
    return route(url, init);
  });
}

const json = (body: unknown) => () => Response.json(body);

function renderLogin(routes: Routes, storage = memoryStorage(), { strict = false } = {}) {
  const fetchMock = fakeServer({ login: json(challenge()), ...routes });
  const navigator = { assign: vi.fn(), openInNewTab: vi.fn() };
  const form = (
    <FormRuntime
      definition={loginForm}
      formId={7001}
      nonce="nonce-123"
      endpoint="/api/ajax"
      fetch={fetchMock}
      navigator={navigator satisfies FormNavigator}
      answerStorage={storage}
    />
  );
  render(strict ? <StrictMode>{form}</StrictMode> : form);
  return { fetch: fetchMock, navigator, storage };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
    removeItem: vi.fn((key: string) => void items.delete(key)),
  };
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
}

/** Fills the login form and signs in; resolves once the dialog (its own chunk) has opened. */
async function signIn() {
  fireEvent.change(field('Email'), { target: { value: 'ana@example.com' } });
  fireEvent.change(field('Password'), { target: { value: PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return openedDialog();
}

async function openedDialog(): Promise<HTMLDialogElement> {
  const dialog = await screen.findByRole('dialog', { name: TWO_FACTOR_HEADING });
  await flush();
  return dialog as HTMLDialogElement;
}

function codeBox(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByRole('textbox');
}

function typeCode(dialog: HTMLElement, code: string) {
  fireEvent.change(codeBox(dialog), { target: { value: code } });
}

function submitDialog(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: VERIFY_LABEL }));
}

function callsWith(fetchMock: ReturnType<typeof fakeServer>, action: string) {
  return fetchMock.mock.calls.filter(([, init]) => bodyOf(init)?.get('action') === action);
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('two-factor dialog: opening (TFA-002, TFA-004)', () => {
  it('TFA-002 TFA-004 an answer asking for the second factor opens a modal dialog on the authenticator code, with the form untouched', async () => {
    renderLogin({});
    const dialog = await signIn();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Enter the 6-digit code from your authenticator app.');
    const box = within(dialog).getByLabelText('Authentication code') as HTMLInputElement;
    expect(box.inputMode).toBe('numeric');
    expect(box.getAttribute('autocomplete')).toBe('one-time-code');
    expect(box.getAttribute('pattern')).toBe('[0-9]{6}');
    expect(document.activeElement).toBe(box);
    // Nobody is signed in yet: no success notice, and the form keeps what was typed.
    expect(document.querySelector('.fui-notice--success')).toBeNull();
    expect(field('Email').value).toBe('ana@example.com');
    expect(field('Password').value).toBe(PASSWORD);
  });

  it('TFA-004 the dialog opens on the method the answer names', async () => {
    renderLogin({
      login: json(challenge({ auth_method: 'backup-codes' })),
    });
    const dialog = await signIn();
    expect(within(dialog).getByLabelText('Recovery code')).toBeTruthy();
    expect(within(dialog).getByText('Enter one of your recovery codes.')).toBeTruthy();
  });
});

describe('two-factor dialog: the second step (TFA-002, TFA-003)', () => {
  it('TFA-002 the second step posts the submit action with form id, nonce, token, method and code, and never the password', async () => {
    const { fetch, navigator } = renderLogin({ secondStep: json(signedIn) });
    const dialog = await signIn();
    typeCode(dialog, '123456');
    submitDialog(dialog);
    await flush();
    const steps = fetch.mock.calls.filter(([, init]) => bodyOf(init)?.has('auth-code'));
    expect(steps).toHaveLength(1);
    const [url, init] = steps[0] ?? [];
    expect(url).toBe('/api/ajax');
    expect(init?.method).toBe('POST');
    const body = bodyOf(init);
    expect([...(body?.keys() ?? [])].sort()).toEqual(
      ['action', 'auth-code', 'auth_method', 'auth_token', 'form_id', 'forminator_nonce'].sort(),
    );
    expect(body?.get('action')).toBe(SUBMIT_ACTION);
    expect(body?.get('form_id')).toBe('7001');
    expect(body?.get('forminator_nonce')).toBe('nonce-123');
    expect(body?.get('auth_token')).toBe(TOKEN);
    expect(body?.get('auth_method')).toBe('totp');
    expect(body?.get('auth-code')).toBe('123456');
    expect([...(body?.values() ?? [])]).not.toContain(PASSWORD);
    // Signed in: the server's redirect to the account page is followed, the dialog is gone.
    expect(navigator.assign).toHaveBeenCalledWith('/account');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('TFA-002 while the second step posts, Verify shows the loader and is disabled', async () => {
    const answer = deferred<Response>();
    renderLogin({ secondStep: () => answer.promise });
    const dialog = await signIn();
    typeCode(dialog, '123456');
    submitDialog(dialog);
    await flush();
    const busy = within(dialog).getByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.querySelector('.fui-loader')).not.toBeNull();
    answer.resolve(Response.json(invalid));
    await flush();
    const verify = within(dialog).getByRole('button', { name: VERIFY_LABEL });
    expect((verify as HTMLButtonElement).disabled).toBe(false);
    expect(verify.querySelector('.fui-loader')).toBeNull();
  });

  it('TFA-003 a refused code is announced in the dialog as an alert; the code stays, focused, to be corrected', async () => {
    renderLogin({ secondStep: json(invalid) });
    const dialog = await signIn();
    typeCode(dialog, '654321');
    submitDialog(dialog);
    await flush();
    expect(within(dialog).getByRole('alert').textContent).toBe(WRONG_CODE);
    expect(codeBox(dialog).value).toBe('654321');
    expect(codeBox(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(codeBox(dialog));
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('TFA-003 a refused sign-in before any dialog shows the form’s error notice', async () => {
    renderLogin({
      login: json({
        success: false,
        data: { authentication: 'invalid', message: 'Wrong email or password.' },
      }),
    });
    fireEvent.change(field('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Wrong email or password.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('TFA-002 DEC-12 no answer at all shows the generic error in the dialog and loses nothing', async () => {
    renderLogin({ secondStep: () => Promise.reject(new TypeError('Failed to fetch')) });
    const dialog = await signIn();
    typeCode(dialog, '123456');
    submitDialog(dialog);
    await flush();
    expect(within(dialog).getByRole('alert').textContent).toBe(GENERIC_SUBMIT_ERROR);
    expect(codeBox(dialog).value).toBe('123456');
    expect(document.activeElement).toBe(codeBox(dialog));
  });

  it('TFA-002 ERR-018 an unreadable answer (an HTML error page) shows the generic error with its status', async () => {
    renderLogin({ secondStep: () => new Response('<h1>Bad gateway</h1>', { status: 502 }) });
    const dialog = await signIn();
    typeCode(dialog, '123456');
    submitDialog(dialog);
    await flush();
    expect(within(dialog).getByRole('alert').textContent).toBe(`${GENERIC_SUBMIT_ERROR} (502)`);
  });

  it('TFA-002 an empty code is not sent: the dialog asks for it', async () => {
    const { fetch } = renderLogin({ secondStep: json(signedIn) });
    const dialog = await signIn();
    submitDialog(dialog);
    await flush();
    expect(fetch.mock.calls.filter(([, init]) => bodyOf(init)?.has('auth-code'))).toHaveLength(0);
    expect(within(dialog).getByRole('alert').textContent).toBe(MISSING_CODE_MESSAGE);
  });

  it('TFA-003 a server message is shown as text, never as markup', async () => {
    renderLogin({
      secondStep: json({
        success: false,
        data: { authentication: 'invalid', message: '<img src=x onerror=alert(1)>Nope' },
      }),
    });
    const dialog = await signIn();
    typeCode(dialog, '123456');
    submitDialog(dialog);
    await flush();
    expect(within(dialog).getByRole('alert').textContent).toBe('<img src=x onerror=alert(1)>Nope');
    expect(dialog.querySelector('img')).toBeNull();
  });
});

describe('two-factor dialog: other methods (TFA-005…TFA-007)', () => {
  it('TFA-005 the account’s other methods are offered as buttons, and choosing one changes the box', async () => {
    renderLogin({});
    const dialog = await signIn();
    expect(within(dialog).queryByRole('button', { name: 'Use your authenticator app' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use a recovery code' }));
    await flush();
    const box = within(dialog).getByLabelText('Recovery code') as HTMLInputElement;
    expect(box.inputMode).not.toBe('numeric');
    expect(box.getAttribute('autocomplete')).toBe('off');
    expect(document.activeElement).toBe(box);
    expect(within(dialog).getByText('Enter one of your recovery codes.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use your authenticator app' }));
    await flush();
    expect(within(dialog).getByLabelText('Authentication code')).toBeTruthy();
  });

  it('TFA-005 only the methods the account has are listed', async () => {
    renderLogin({ login: json(challenge({ auth_nav: 'totp,backup-codes,sms' })) });
    const dialog = await signIn();
    expect(within(dialog).getByRole('button', { name: 'Use a recovery code' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Email me a code instead' })).toBeNull();
  });

  it('TFA-006 TFA-007 choosing the emailed code sends it at once with the JSON token and the nonce, shows the answer, and Resend sends it again', async () => {
    const { fetch } = renderLogin({
      fallbackEmail: json({ success: true, data: { message: EMAIL_SENT } }),
    });
    const dialog = await signIn();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email me a code instead' }));
    await flush();
    const first = callsWith(fetch, FALLBACK_EMAIL_ACTION);
    expect(first).toHaveLength(1);
    const [url, init] = first[0] ?? [];
    expect(url).toBe('/api/ajax');
    expect(init?.method).toBe('POST');
    const body = bodyOf(init);
    expect([...(body?.keys() ?? [])].sort()).toEqual(['action', 'data', 'forminator_nonce']);
    expect(body?.get('data')).toBe(JSON.stringify({ token: TOKEN }));
    expect(body?.get('forminator_nonce')).toBe('nonce-123');
    expect(within(dialog).getByText(EMAIL_SENT)).toBeTruthy();
    expect(within(dialog).getByLabelText('Emailed code')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: RESEND_LABEL }));
    await flush();
    const calls = callsWith(fetch, FALLBACK_EMAIL_ACTION);
    expect(calls).toHaveLength(2);
    expect(bodyOf(calls[1]?.[1])?.get('data')).toBe(JSON.stringify({ token: TOKEN }));
  });

  it('TFA-007 Resend is disabled while a code is being sent', async () => {
    const answer = deferred<Response>();
    const { fetch } = renderLogin({ fallbackEmail: () => answer.promise });
    const dialog = await signIn();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email me a code instead' }));
    await flush();
    const resend = within(dialog).getByRole('button', { name: RESEND_LABEL }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    fireEvent.click(resend);
    expect(callsWith(fetch, FALLBACK_EMAIL_ACTION)).toHaveLength(1);
    answer.resolve(Response.json({ success: true, data: { message: EMAIL_SENT } }));
    await flush();
    expect(resend.disabled).toBe(false);
  });

  it('TFA-006 a refused mail shows the answer’s message as an alert; no answer shows the generic error', async () => {
    let call = 0;
    renderLogin({
      fallbackEmail: () => {
        call += 1;
        if (call === 1) {
          return Response.json({ success: false, data: { message: 'Too many codes sent.' } });
        }
        return Promise.reject(new TypeError('offline'));
      },
    });
    const dialog = await signIn();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email me a code instead' }));
    await flush();
    expect(within(dialog).getByRole('alert').textContent).toBe('Too many codes sent.');
    fireEvent.click(within(dialog).getByRole('button', { name: RESEND_LABEL }));
    await flush();
    expect(within(dialog).getByRole('alert').textContent).toBe(GENERIC_SUBMIT_ERROR);
  });

  it('TFA-006 TFA-005 a mail answer that arrives after another method was chosen is not shown under it', async () => {
    const answer = deferred<Response>();
    renderLogin({ fallbackEmail: () => answer.promise });
    const dialog = await signIn();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email me a code instead' }));
    await flush();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use a recovery code' }));
    await flush();
    answer.resolve(Response.json({ success: true, data: { message: EMAIL_SENT } }));
    await flush();
    expect(within(dialog).queryByText(EMAIL_SENT)).toBeNull();
    expect(within(dialog).getByLabelText('Recovery code')).toBeTruthy();
  });

  it('TFA-006 a dialog that opens on the emailed code sends it at once', async () => {
    const { fetch } = renderLogin({
      login: json(challenge({ auth_method: 'fallback-email', auth_nav: 'fallback-email' })),
      fallbackEmail: json({ success: true, data: { message: EMAIL_SENT } }),
    });
    const dialog = await signIn();
    await flush();
    expect(callsWith(fetch, FALLBACK_EMAIL_ACTION)).toHaveLength(1);
    expect(within(dialog).getByText(EMAIL_SENT)).toBeTruthy();
  });

  it('TFA-005 TFA-002 a code from another method is verified under that method', async () => {
    const { fetch } = renderLogin({ secondStep: json(signedIn) });
    const dialog = await signIn();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use a recovery code' }));
    await flush();
    typeCode(dialog, 'abcd-1234');
    submitDialog(dialog);
    await flush();
    const step = fetch.mock.calls.find(([, init]) => bodyOf(init)?.has('auth-code'));
    expect(bodyOf(step?.[1])?.get('auth_method')).toBe('backup-codes');
    expect(bodyOf(step?.[1])?.get('auth-code')).toBe('abcd-1234');
  });
});

describe('two-factor dialog: lost device (TFA-008)', () => {
  it('TFA-008 the lost-device link GETs its own address and shows the answer’s message', async () => {
    const { fetch } = renderLogin({
      lostDevice: json({ success: true, data: { message: LOST_SENT } }),
    });
    const dialog = await signIn();
    const link = within(dialog).getByRole('link', { name: LOST_DEVICE_LABEL });
    expect(link.getAttribute('href')).toBe(LOST_URL());
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(click);
    });
    await flush();
    // Fetched, not followed: the answer is JSON.
    expect(click.defaultPrevented).toBe(true);
    const gets = fetch.mock.calls.filter(([, init]) => init?.method === 'GET');
    expect(gets).toHaveLength(1);
    const [url, init] = gets[0] ?? [];
    expect(url).toBe(LOST_URL());
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
    expect(within(dialog).getByText(LOST_SENT)).toBeTruthy();
  });

  it('TFA-008 a lost-device address on another site (or a script) is not offered', async () => {
    renderLogin({ login: json(challenge({ lost_url: 'javascript:alert(1)' })) });
    const dialog = await signIn();
    expect(within(dialog).queryByRole('link')).toBeNull();
    cleanup();
    renderLogin({ login: json(challenge({ lost_url: 'https://elsewhere.example/lost' })) });
    const other = await signIn();
    expect(within(other).queryByRole('link')).toBeNull();
  });
});

describe('two-factor dialog: closing and keyboard', () => {
  it('TFA-002 Escape closes the dialog, focus returns to the submit button, and signing in again opens a new one', async () => {
    const { fetch } = renderLogin({});
    const dialog = await signIn();
    fireEvent.keyDown(codeBox(dialog), { key: 'Escape' });
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(document.activeElement).toBe(submit);
    // The pending step is dropped; the form (still filled in) can be sent again.
    fireEvent.click(submit);
    await openedDialog();
    const logins = fetch.mock.calls.filter(
      ([, init]) => bodyOf(init)?.get('password-1') === PASSWORD,
    );
    expect(logins).toHaveLength(2);
  });

  it('TFA-002 the browser’s own cancel (Escape on the dialog) and the Cancel button close it too', async () => {
    renderLogin({});
    let dialog = await signIn();
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    dialog = await openedDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: CANCEL_LABEL }));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' }));
  });

  it('TFA-002 TFA-006 under StrictMode (the site’s entry) the dialog stays open and mails one code only', async () => {
    const { fetch } = renderLogin(
      {
        login: json(challenge({ auth_method: 'fallback-email', auth_nav: 'fallback-email' })),
        fallbackEmail: json({ success: true, data: { message: EMAIL_SENT } }),
      },
      memoryStorage(),
      { strict: true },
    );
    const dialog = await signIn();
    await flush();
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(callsWith(fetch, FALLBACK_EMAIL_ACTION)).toHaveLength(1);
  });

  it('TFA-002 keyboard only: every control is reachable by Tab, and Tab wraps inside the dialog', async () => {
    renderLogin({});
    const dialog = await signIn();
    const controls = [...dialog.querySelectorAll<HTMLElement>('input, button, a[href]')];
    // The code box, Verify, Cancel, the two other methods and the lost-device link.
    expect(controls).toHaveLength(6);
    for (const control of controls) expect(control.tabIndex).toBe(0);
    const last = controls.at(-1);
    last?.focus();
    fireEvent.keyDown(last as HTMLElement, { key: 'Tab' });
    expect(document.activeElement).toBe(codeBox(dialog));
    fireEvent.keyDown(codeBox(dialog), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('TFA-002 Enter in the code box verifies (the dialog’s form submits)', async () => {
    const { fetch } = renderLogin({ secondStep: json(signedIn) });
    const dialog = await signIn();
    typeCode(dialog, '123456');
    fireEvent.submit(codeBox(dialog).form as HTMLFormElement);
    await flush();
    expect(fetch.mock.calls.filter(([, init]) => bodyOf(init)?.has('auth-code'))).toHaveLength(1);
  });

  it('TFA-002 the open dialog has no accessibility violations axe can find', async () => {
    renderLogin({});
    const dialog = await signIn();
    const results = await axe.run(dialog, {
      // jsdom lays nothing out: contrast is checked in the browser.
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('login form kind in the runtime (TFA-001)', () => {
  it('TFA-001 a login form offers no draft and never writes its answers to the browser’s storage', async () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      renderLogin({}, storage);
      fireEvent.change(field('Email'), { target: { value: 'ana@example.com' } });
      fireEvent.change(field('Password'), { target: { value: PASSWORD } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5000);
      });
      window.dispatchEvent(new Event('pagehide'));
      expect(screen.queryByRole('button', { name: /draft/i })).toBeNull();
      expect(storage.setItem).not.toHaveBeenCalled();
      expect(storage.getItem).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('TFA-001 the browser is told the password is the current one and the email the user name (its password manager fills them)', async () => {
    renderLogin({});
    expect(field('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(field('Email').getAttribute('autocomplete')).toBe('username');
    cleanup();
    render(
      <FormRuntime
        definition={parseDefinition({
          id: 7002,
          fields: [
            { id: 'email-1', type: 'email', label: 'Email' },
            { id: 'password-1', type: 'password', label: 'Password' },
          ],
        })}
        formId={7002}
        nonce="n"
        endpoint="/api/ajax"
        answerStorage={null}
      />,
    );
    // An ordinary form's password is a new one (a sign-up, say).
    expect(field('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(field('Email').getAttribute('autocomplete')).toBe('email');
  });

  it('TFA-001 a weak old password is sent: the login form checks it as required only', async () => {
    const { fetch } = renderLogin({});
    await signIn();
    const login = fetch.mock.calls.find(([, init]) => bodyOf(init)?.has('password-1'));
    expect(bodyOf(login?.[1])?.get('password-1')).toBe(PASSWORD);
  });

  it('TFA-002 a new challenge in answer to the second step opens afresh on its own method', async () => {
    renderLogin({
      secondStep: json(challenge({ auth_token: NEXT_TOKEN, auth_method: 'backup-codes' })),
    });
    const dialog = await signIn();
    typeCode(dialog, '123456');
    submitDialog(dialog);
    await flush();
    const again = await openedDialog();
    expect(within(again).getByLabelText('Recovery code')).toBeTruthy();
  });

  it('TFA-001 SUB-012 a login form renders on the server as a plain form posting natively, without dialog or draft, and hydrates cleanly', async () => {
    const { html, problems } = await hydrateFromServer(
      <FormRuntime
        definition={loginForm}
        formId={7001}
        nonce="n"
        endpoint="/api/ajax"
        answerStorage={null}
      />,
    );
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('type="password"');
    expect(html).not.toContain('<dialog');
    expect(html).not.toMatch(/draft/i);
    expect(problems).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
