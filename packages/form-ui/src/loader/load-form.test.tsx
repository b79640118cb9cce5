// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOAD_EVENTS,
  LOAD_FORM_ACTION,
  LOADER_TIMEOUT_MS,
  loadForm,
  loadRequestBody,
  type LoadFormOptions,
  type LoadFormRequest,
  type LoadFormResult,
} from './load-form';
import { enquiryScript, FORM_HAS_ERROR, jsonResponse, loadAnswer, REQUIRED } from './testing';

const REQUEST: LoadFormRequest = {
  endpoint: '/api/ajax',
  nonce: 'page-ajax-nonce-0001',
  formId: 33568,
};
const PLACEHOLDER = '<p>The enquiry form appears here.</p>';

let target: HTMLElement;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  target = document.createElement('section');
  target.innerHTML = PLACEHOLDER;
  document.body.append(target);
  consoleError = vi.spyOn(console, 'error');
  // jsdom has no layout: the notice's scroll into view is a no-op here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.replaceChildren();
  document.head.replaceChildren();
});

/** Every loader event on the target, in order, with its detail. */
function recordEvents(element: HTMLElement) {
  const events: { name: string; detail: unknown }[] = [];
  for (const name of Object.values(LOAD_EVENTS)) {
    element.addEventListener(name, (event) => {
      events.push({ name, detail: (event as CustomEvent).detail });
    });
  }
  return events;
}

const answering = (response: () => Response | Promise<Response>) =>
  vi.fn<typeof fetch>(async () => response());

async function loadInAct(
  request: LoadFormRequest,
  options: LoadFormOptions,
  into: HTMLElement = target,
): Promise<LoadFormResult> {
  let result: LoadFormResult | undefined;
  await act(async () => {
    result = await loadForm(into, request, options);
  });
  if (result === undefined) throw new Error('loadForm did not settle.');
  return result;
}

describe('the loader request', () => {
  it('LOAD-001 posts every loader key form-encoded to the endpoint, with the page’s credentials', async () => {
    const fetchMock = answering(() => jsonResponse(loadAnswer()));
    await loadInAct(
      {
        ...REQUEST,
        renderId: 1,
        extra: { layout: 'floating' },
        lastSubmitData: { 'text-1': 'Ana' },
      },
      { fetch: fetchMock, search: '' },
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/ajax');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({
      action: LOAD_FORM_ACTION,
      type: 'custom-form',
      id: '33568',
      render_id: '1',
      is_preview: 'false',
      preview_data: '[]',
      last_submit_data: '{"text-1":"Ana"}',
      extra: '{"layout":"floating"}',
      nonce: 'page-ajax-nonce-0001',
    });
  });

  it('LOAD-002 has_lead and leads_id go only when a lead form is used', () => {
    expect(loadRequestBody(REQUEST, '').has('has_lead')).toBe(false);
    expect(loadRequestBody(REQUEST, '').has('leads_id')).toBe(false);
    const withLead = loadRequestBody({ ...REQUEST, leadsId: 12 }, '');
    expect(withLead.get('has_lead')).toBe('true');
    expect(withLead.get('leads_id')).toBe('12');
  });

  it('LOAD-003 every query parameter of the page is added, without replacing a loader key', () => {
    const body = loadRequestBody(
      REQUEST,
      '?utm_source=journal&tag=a&tag=b&id=1&nonce=forged&action=x',
    );
    expect(body.getAll('tag')).toEqual(['a', 'b']);
    expect(body.get('utm_source')).toBe('journal');
    expect(body.getAll('id')).toEqual(['33568']);
    expect(body.getAll('nonce')).toEqual(['page-ajax-nonce-0001']);
    expect(body.getAll('action')).toEqual([LOAD_FORM_ACTION]);
  });

  it('LOAD-003 by default the page’s own address gives the parameters', async () => {
    window.history.replaceState(null, '', '/exhibitions/?ref=newsletter');
    const fetchMock = answering(() => jsonResponse(loadAnswer()));
    await loadInAct(REQUEST, { fetch: fetchMock });
    const body = fetchMock.mock.calls[0]?.[1]?.body as URLSearchParams;
    expect(body.get('ref')).toBe('newsletter');
    window.history.replaceState(null, '', '/');
  });
});

describe('a successful load', () => {
  it('LOAD-006 LOAD-007 renders the returned style and html, hydrates the form, and fires before, success, after', async () => {
    const events = recordEvents(target);
    const result = await loadInAct(REQUEST, {
      fetch: answering(() => jsonResponse(loadAnswer({ style: '.fui-form { color: #123; }' }))),
      search: '',
    });
    expect(result.ok).toBe(true);
    expect(events.map((event) => event.name)).toEqual([
      LOAD_EVENTS.before,
      LOAD_EVENTS.success,
      LOAD_EVENTS.after,
    ]);
    expect(events[0]?.detail).toEqual({ request: REQUEST });
    expect(events[2]?.detail).toEqual({ ok: true });

    // The placeholder is gone; the form's own style comes first, then the live form.
    expect(target.textContent).not.toContain('appears here');
    const style = target.querySelector('style');
    expect(style?.textContent).toBe('.fui-form { color: #123; }');
    const form = target.querySelector('form');
    expect(form?.dataset.formId).toBe('33568');
    expect(form?.dataset.hydrated).toBe('true');
    expect((events[1]?.detail as { form: HTMLFormElement }).form).toBe(form);
    expect(target.hasAttribute('aria-busy')).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('LOAD-006 the loaded form is live: submitting it empty shows its errors', async () => {
    await loadInAct(REQUEST, { fetch: answering(() => jsonResponse(loadAnswer())), search: '' });
    const form = within(target).getByRole('button', { name: 'Submit' }).closest('form');
    await act(async () => {
      fireEvent.submit(form as HTMLFormElement);
    });
    expect(screen.getByRole('alert').textContent).toBe(FORM_HAS_ERROR);
    expect(within(target).getAllByText(REQUIRED)).toHaveLength(2);
    expect(within(target).getByLabelText(/Name/)).toBe(document.activeElement);
  });

  it('LOAD-006 the hydrated form submits to its endpoint with the nonce the answer gave it', async () => {
    const submitFetch = vi.fn<typeof fetch>(async () =>
      jsonResponse({
        success: true,
        data: { message: '<p>Thanks, Ana.</p>', behav: 'behaviour-thankyou' },
      }),
    );
    await loadInAct(REQUEST, {
      fetch: answering(() => jsonResponse(loadAnswer())),
      search: '',
      runtime: { fetch: submitFetch },
    });
    fireEvent.change(within(target).getByLabelText(/Name/), { target: { value: 'Ana' } });
    fireEvent.change(within(target).getByLabelText(/Email Address/), {
      target: { value: 'ana@example.com' },
    });
    await act(async () => {
      fireEvent.submit(target.querySelector('form') as HTMLFormElement);
    });
    expect(submitFetch).toHaveBeenCalledTimes(1);
    const [url, init] = submitFetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/ajax');
    const posted = init?.body as FormData;
    expect(posted.get('forminator_nonce')).toBe('submit-nonce-0123456');
    expect(posted.get('text-1')).toBe('Ana');
    expect(screen.getByRole('status').textContent).toBe('Thanks, Ana.');
  });

  it('LOAD-006 loading into the same element again replaces the first form', async () => {
    const fetchMock = answering(() => jsonResponse(loadAnswer()));
    const first = await loadInAct(REQUEST, { fetch: fetchMock, search: '' });
    const second = await loadInAct(REQUEST, { fetch: fetchMock, search: '' });
    expect(first.ok && second.ok).toBe(true);
    expect(target.querySelectorAll('form')).toHaveLength(1);
    if (second.ok) expect(target.querySelector('form')).toBe(second.loaded.form);
    act(() => {
      if (second.ok) second.loaded.unmount();
    });
    expect(target.querySelector('form')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('a failed load', () => {
  const failures: [string, () => Response | Promise<Response>, string, string | undefined][] = [
    [
      'the network fails',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'network',
      undefined,
    ],
    [
      'the form is unknown (404 JSON)',
      () =>
        jsonResponse(
          {
            success: false,
            data: { message: 'There is no published form with id 9.', code: 'form_not_found' },
          },
          404,
        ),
      'refused',
      'There is no published form with id 9.',
    ],
    [
      'the nonce expired (403 JSON)',
      () => jsonResponse({ success: false, data: 'Your session has expired.' }, 403),
      'refused',
      'Your session has expired.',
    ],
    [
      'a proxy answers an HTML page',
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      'invalid-answer',
      undefined,
    ],
    [
      'the answer lacks its payload',
      () => {
        const answer = loadAnswer();
        return jsonResponse({ ...answer, data: { ...answer.data, script: 'alert(1)' } });
      },
      'invalid-answer',
      undefined,
    ],
    [
      'the answer is for another form',
      () => jsonResponse(loadAnswer({ script: enquiryScript({ formId: 1 }) })),
      'invalid-answer',
      undefined,
    ],
  ];

  it.each(failures)(
    'LOAD-007 LOAD-011 when %s only the events fire: before, error, after; the page shows nothing new',
    async (_case, respond, reason, message) => {
      const events = recordEvents(target);
      const result = await loadInAct(REQUEST, { fetch: answering(respond), search: '' });
      expect(result.ok).toBe(false);
      expect(events.map((event) => event.name)).toEqual([
        LOAD_EVENTS.before,
        LOAD_EVENTS.error,
        LOAD_EVENTS.after,
      ]);
      expect(events[1]?.detail).toMatchObject({ reason, ...(message ? { message } : {}) });
      expect(events[2]?.detail).toEqual({ ok: false });
      expect(target.innerHTML).toBe(PLACEHOLDER);
      expect(target.hasAttribute('aria-busy')).toBe(false);
      expect(document.head.children).toHaveLength(0);
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it('LOAD-011 a request without endpoint or nonce is not sent; the events still fire', async () => {
    const events = recordEvents(target);
    const fetchMock = answering(() => jsonResponse(loadAnswer()));
    await loadInAct({ ...REQUEST, nonce: '' }, { fetch: fetchMock });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(events.map((event) => event.name)).toEqual([
      LOAD_EVENTS.before,
      LOAD_EVENTS.error,
      LOAD_EVENTS.after,
    ]);
    expect(events[1]?.detail).toEqual({ reason: 'invalid-request' });
  });

  it('LOAD-007 an abort mid-request closes the events with error and after, and renders nothing', async () => {
    const events = recordEvents(target);
    const controller = new AbortController();
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = loadForm(target, REQUEST, {
      fetch: fetchMock,
      signal: controller.signal,
      search: '',
    });
    controller.abort();
    const result = await pending;
    expect(result).toEqual({ ok: false, reason: 'aborted' });
    expect(events.map((event) => event.name)).toEqual([
      LOAD_EVENTS.before,
      LOAD_EVENTS.error,
      LOAD_EVENTS.after,
    ]);
    expect(target.innerHTML).toBe(PLACEHOLDER);
  });
});

describe('the loader’s time-out and scripts', () => {
  // The page remembers loaded scripts by address, so each test names a script of its own.
  let widgetCount = 0;
  let widgetScript: Record<string, { src: string; on: string; load: string }>;
  let widgetSrc: string;
  beforeEach(() => {
    widgetCount += 1;
    widgetSrc = `/assets/widget-${widgetCount}.js`;
    widgetScript = { 'fui-widget': { src: widgetSrc, on: 'window', load: 'fuiWidget' } };
  });
  const scriptElements = () =>
    Array.from(document.querySelectorAll<HTMLScriptElement>(`script[src$="${widgetSrc}"]`));

  it('LOAD-009 the form is initialised only after its scripts have loaded', async () => {
    const events = recordEvents(target);
    let pending: Promise<LoadFormResult> | undefined;
    await act(async () => {
      pending = loadForm(target, REQUEST, {
        fetch: answering(() => jsonResponse(loadAnswer({ scripts: widgetScript }))),
        search: '',
      });
    });
    // The answer is in and the script requested, but the form waits for it.
    const [script] = scriptElements();
    expect(script).toBeDefined();
    expect(target.innerHTML).toBe(PLACEHOLDER);
    expect(events.map((event) => event.name)).toEqual([LOAD_EVENTS.before]);

    await act(async () => {
      script?.dispatchEvent(new Event('load'));
      await pending;
    });
    expect(target.querySelector('form')?.dataset.hydrated).toBe('true');
    expect(events.map((event) => event.name)).toEqual([
      LOAD_EVENTS.before,
      LOAD_EVENTS.success,
      LOAD_EVENTS.after,
    ]);
  });

  it(`LOAD-010 scripts that have not loaded after ${LOADER_TIMEOUT_MS} ms fail the load; nothing is shown`, async () => {
    vi.useFakeTimers();
    const events = recordEvents(target);
    const pending = loadForm(target, REQUEST, {
      fetch: answering(() => jsonResponse(loadAnswer({ scripts: widgetScript }))),
      search: '',
    });
    await vi.advanceTimersByTimeAsync(LOADER_TIMEOUT_MS - 1);
    expect(events.map((event) => event.name)).toEqual([LOAD_EVENTS.before]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, reason: 'timeout' });
    expect(events.map((event) => event.name)).toEqual([
      LOAD_EVENTS.before,
      LOAD_EVENTS.error,
      LOAD_EVENTS.after,
    ]);
    expect(target.innerHTML).toBe(PLACEHOLDER);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('LOAD-010 a request the server never answers times out too', async () => {
    vi.useFakeTimers();
    const never = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = loadForm(target, REQUEST, { fetch: never, search: '', timeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toEqual({ ok: false, reason: 'timeout' });
  });

  it('LOAD-008 LOAD-011 a script that fails to load fails the load and can be tried again later', async () => {
    const events = recordEvents(target);
    let pending: Promise<LoadFormResult> | undefined;
    const options = {
      fetch: answering(() => jsonResponse(loadAnswer({ scripts: widgetScript }))),
      search: '',
    };
    await act(async () => {
      pending = loadForm(target, REQUEST, options);
    });
    scriptElements()[0]?.dispatchEvent(new Event('error'));
    expect(await pending).toMatchObject({ ok: false, reason: 'asset' });
    expect(events[1]).toMatchObject({ name: LOAD_EVENTS.error, detail: { reason: 'asset' } });
    expect(scriptElements()).toHaveLength(0);
    expect(target.innerHTML).toBe(PLACEHOLDER);

    await act(async () => {
      pending = loadForm(target, REQUEST, options);
    });
    expect(scriptElements()).toHaveLength(1);
    await act(async () => {
      scriptElements()[0]?.dispatchEvent(new Event('load'));
      await pending;
    });
    expect(target.querySelector('form')).not.toBeNull();
  });
});
