// @vitest-environment jsdom
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useCallback, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormRuntime } from '../runtime/form-runtime';
import { badgeScale, CAPTCHA_WIDGET_WIDTH_PX } from './badge-scale';
import { createCaptchaRegistry } from './captcha-registry';
import { BOT_CHECK_DEBOUNCE_MS, useBotCheck } from './use-bot-check';

const CAPTCHA_MESSAGE = 'Please complete the spam check.';
const FORM_HAS_ERROR = 'Please correct the errors before submission.';

const captchaForm: FormDefinition = parseDefinition({
  id: 33568,
  fields: [
    { id: 'text-1', type: 'text', label: 'Name', required: true },
    { id: 'captcha-1', type: 'captcha', label: 'Spam check', provider: 'altcha' },
  ],
  settings: {
    messages: { 'captcha-1': { captcha: CAPTCHA_MESSAGE } },
    general_messages: { form_has_error: FORM_HAS_ERROR },
    pagination_config: { 'last-next': 'Finish' },
  },
});

function renderForm(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  render(
    <FormRuntime
      definition={captchaForm}
      formId={33568}
      nonce="nonce-123"
      endpoint="/api/ajax"
      fetch={fetchMock}
      navigator={{ assign: vi.fn(), openInNewTab: vi.fn() }}
      answerStorage={null}
    />,
  );
  return fetchMock;
}

/** The visitor starts on the form: focus lands in its first field, and they type. */
function typeName(value: string) {
  const name = screen.getByLabelText('Name', { exact: false });
  fireEvent.focusIn(name);
  fireEvent.change(name, { target: { value } });
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** What the altcha web component tells its page when the visitor's proof of work is done. */
async function widgetReports(state: string, payload?: string) {
  // Once the component has mounted (it reports its own first state then).
  const widget = await waitFor(() => {
    const found = document.querySelector('altcha-widget');
    if (!found?.querySelector('.altcha')) throw new Error('the captcha widget has not loaded yet');
    return found;
  });
  await flush();
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // The altcha component refuses to start outside a secure context; jsdom's page is not one, a
  // real page on https (or localhost) is.
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a form with a captcha', () => {
  it('CAP-003 an uncompleted captcha shows its error, takes focus and nothing is posted', async () => {
    const fetchMock = renderForm(() => Promise.resolve(Response.json({ success: true, data: {} })));
    typeName('Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    const group = screen.getByRole('group', { name: 'Spam check' });
    expect(group).toHaveProperty('id', document.activeElement?.id);
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(CAPTCHA_MESSAGE)).toBeTruthy();
  });

  it('CAP-001 CAP-003 the solved token is posted as the field’s value; after the server refuses it the captcha starts again', async () => {
    const fetchMock = renderForm(() =>
      Promise.resolve(
        Response.json({
          success: false,
          data: { message: FORM_HAS_ERROR, errors: [{ 'captcha-1': CAPTCHA_MESSAGE }] },
        }),
      ),
    );
    typeName('Ana');
    await widgetReports('verified', 'solved-token');
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('captcha-1')).toBe('solved-token');
    expect(screen.getByText(CAPTCHA_MESSAGE)).toBeTruthy();
    // The spent token is gone: the next submit stops at the captcha again.
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('CAP-003 a token that expires is no answer any more', async () => {
    const fetchMock = renderForm(() => Promise.resolve(Response.json({ success: true, data: {} })));
    typeName('Ana');
    await widgetReports('verified', 'solved-token');
    await widgetReports('expired');
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(CAPTCHA_MESSAGE)).toBeTruthy();
  });
});

describe('loading the widget', () => {
  it('the captcha’s code is fetched only once the visitor starts on the form', async () => {
    renderForm(() => Promise.resolve(Response.json({ success: true, data: {} })));
    await flush();
    expect(document.querySelector('altcha-widget')).toBeNull();
    expect(
      screen.getByText('The spam check starts when you begin filling in the form.'),
    ).toBeTruthy();
    fireEvent.focusIn(screen.getByLabelText('Name', { exact: false }));
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  });
});

describe('CAP-004 the inline badge in a narrow parent', () => {
  it('is scaled by the parent’s width over 302 px, and left alone from 302 px on', () => {
    expect(CAPTCHA_WIDGET_WIDTH_PX).toBe(302);
    expect(badgeScale(151)).toBe(0.5);
    expect(badgeScale(280)).toBeCloseTo(280 / 302, 3);
    expect(badgeScale(301)).toBeLessThan(1);
    expect(badgeScale(302)).toBeUndefined();
    expect(badgeScale(640)).toBeUndefined();
    // Not measured yet (hidden, not laid out): drawn as it is.
    expect(badgeScale(0)).toBeUndefined();
    expect(badgeScale(Number.NaN)).toBeUndefined();
  });
});

describe('the captcha registry', () => {
  it('PAY-011 resetInvisible starts only the invisible captchas again; reset(ids) only those named', () => {
    const registry = createCaptchaRegistry();
    const visible = { invisible: false, reset: vi.fn() };
    const invisible = { invisible: true, reset: vi.fn() };
    registry.register('captcha-1', visible);
    const unregister = registry.register('captcha-2', invisible);
    registry.resetInvisible();
    expect(visible.reset).not.toHaveBeenCalled();
    expect(invisible.reset).toHaveBeenCalledTimes(1);
    registry.reset(['captcha-1']);
    expect(visible.reset).toHaveBeenCalledTimes(1);
    expect(invisible.reset).toHaveBeenCalledTimes(1);
    unregister();
    registry.reset();
    expect(invisible.reset).toHaveBeenCalledTimes(1);
    expect(registry.hasInvisible()).toBe(false);
  });
});

describe('the v3-style bot-check', () => {
  const settings = {
    response_field: 'hidden-1',
    page_action: 'homepage',
    submit_action: 'contactform',
  };

  function Harness(props: {
    make: (action: string) => Promise<string>;
    onBeforeSubmit?: (run: () => Promise<void>) => void;
  }) {
    const form = useRef<HTMLFormElement>(null);
    const [token, setToken] = useState('');
    const { make } = props;
    const write = useCallback((_field: string, value: string) => setToken(value), []);
    const makeToken = useCallback(
      () => Promise.resolve((_config: unknown, action: string) => make(action)),
      [make],
    );
    const check = useBotCheck(settings, form, true, write, makeToken);
    props.onBeforeSubmit?.(() => check.beforeSubmit());
    return (
      <form ref={form}>
        <label>
          Message
          <input name="textarea-1" />
        </label>
        <output data-testid="token">{token}</output>
      </form>
    );
  }

  it('CF-046 CF-047 CF-048 homepage when ready, contactform once the visitor pauses after a change, each token written', async () => {
    vi.useFakeTimers();
    const make = vi.fn((action: string) => Promise.resolve(`token-for-${action}`));
    render(<Harness make={make} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(make.mock.calls.map(([action]) => action)).toEqual(['homepage']);
    expect(screen.getByTestId('token').textContent).toBe('token-for-homepage');
    const message = screen.getByLabelText('Message');
    fireEvent.input(message, { target: { value: 'H' } });
    fireEvent.input(message, { target: { value: 'He' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BOT_CHECK_DEBOUNCE_MS - 1);
    });
    expect(make).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(make.mock.calls.map(([action]) => action)).toEqual(['homepage', 'contactform']);
    expect(screen.getByTestId('token').textContent).toBe('token-for-contactform');
  });

  it('CF-047 before a submit a fresh contactform token is made when none is waiting', async () => {
    const make = vi.fn((action: string) => Promise.resolve(`token-for-${action}`));
    let beforeSubmit: (() => Promise<void>) | undefined;
    render(<Harness make={make} onBeforeSubmit={(run) => (beforeSubmit = run)} />);
    await flush();
    await act(async () => {
      await beforeSubmit?.();
    });
    expect(make.mock.calls.map(([action]) => action)).toEqual(['homepage', 'contactform']);
    expect(screen.getByTestId('token').textContent).toBe('token-for-contactform');
  });

  it('CF-049 a failing bot-check goes to the console only and does not stop the submit', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const make = vi.fn(() => Promise.reject(new Error('challenge refused')));
    let beforeSubmit: (() => Promise<void>) | undefined;
    render(<Harness make={make} onBeforeSubmit={(run) => (beforeSubmit = run)} />);
    await flush();
    await act(async () => {
      await expect(beforeSubmit?.()).resolves.toBeUndefined();
    });
    expect(errors).toHaveBeenCalled();
    expect(screen.getByTestId('token').textContent).toBe('');
    expect(document.body.textContent).not.toContain('challenge refused');
    errors.mockRestore();
  });
  it('CF-049 a check still running when the form leaves the page neither writes its token nor reports', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail: (error: Error) => void = () => {};
    const make = vi.fn(
      () => new Promise<string>((_resolve, reject) => (fail = (error) => reject(error))),
    );
    const { unmount } = render(<Harness make={make} />);
    await flush();
    expect(make).toHaveBeenCalledTimes(1);
    unmount();
    await act(async () => {
      fail(new Error('the page has gone'));
      await Promise.resolve();
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
