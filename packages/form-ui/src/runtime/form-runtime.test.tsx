// @vitest-environment jsdom
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateFromServer } from '../testing/render';
import { FormRuntime, NOTICE_DURATION_MS, type FormNavigator } from './form-runtime';
import { scrollPageTo } from './form-timings';
import type * as FormTimings from './form-timings';
import {
  GENERIC_SUBMIT_ERROR,
  SUBMIT_ACTION,
  SUBMITTING_MESSAGE,
  submissionBody,
} from './submit-form';

// Issue 20 (FORM-031, SUB-014): the runtime's scrolls are timed animations (form-timings.test.ts
// proves their frames, durations and the jump under reduced motion); here, where and how long.
vi.mock('./form-timings', async (original) => ({
  ...(await original<typeof FormTimings>()),
  scrollPageTo: vi.fn(() => Promise.resolve()),
}));

const REQUIRED = 'The field is required.';
const FORM_HAS_ERROR = 'Please correct the errors before submission.';

/** The site contact form's configuration (module 33568, CF-033…CF-043). */
const contactForm: FormDefinition = parseDefinition({
  id: 33568,
  fields: [
    { id: 'text-1', type: 'text', label: 'Name', required: true },
    { id: 'email-1', type: 'email', label: 'Email Address', required: true, validation: false },
    { id: 'textarea-1', type: 'textarea', label: 'Message', required: true },
  ],
  settings: {
    inline_validation: true,
    messages: {
      'text-1': { required: REQUIRED },
      'email-1': { required: REQUIRED },
      'textarea-1': { required: REQUIRED },
    },
    general_messages: { form_has_error: FORM_HAS_ERROR },
    has_loader: true,
    loader_label: 'Submitting...',
    is_reset_enabled: true,
    calcs_memoize_time: 300,
    pagination_config: { 'last-previous': 'Previous', 'last-next': 'Finish' },
  },
});

/** Three steps with per-step labels, a condition hiding step 2 and a live calculation. */
const pagedForm: FormDefinition = parseDefinition({
  id: 900,
  fields: [
    { id: 'text-1', type: 'text', label: 'Title', required: true },
    {
      id: 'radio-1',
      type: 'radio',
      label: 'Framed',
      options: [
        { label: 'Yes', value: 'yes', calculation: 10 },
        { label: 'No', value: 'no', calculation: 0 },
      ],
    },
    { id: 'number-1', type: 'number', label: 'Width' },
    {
      id: 'calculation-1',
      type: 'calculation',
      label: 'Estimate',
      formula: '{number-1}*2+{radio-1}',
    },
    { id: 'page-break-1', type: 'page-break', label: 'Frame' },
    {
      id: 'text-2',
      type: 'text',
      label: 'Frame colour',
      required: true,
    },
    { id: 'page-break-2', type: 'page-break', label: 'Contact' },
    { id: 'email-1', type: 'email', label: 'Email', required: true },
  ],
  settings: {
    inline_validation: true,
    calcs_memoize_time: 300,
    conditions: {
      'page-break-1': {
        action: 'show',
        rule: 'all',
        conditions: [{ field: 'radio-1', operator: 'is', value: 'yes' }],
      },
    },
    pagination_config: {
      'pagination-labels': 'custom',
      steps: { 'page-break-1': { 'next-text': 'To the frame' } },
      'last-previous': 'Back to start',
      'last-next': 'Send request',
    },
  },
});

interface Harness {
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  navigator: { assign: ReturnType<typeof vi.fn>; openInNewTab: ReturnType<typeof vi.fn> };
}

function renderForm(definition: FormDefinition, answer?: () => Promise<Response>): Harness {
  const fetchMock = vi.fn<typeof fetch>(
    answer ?? (() => Promise.resolve(Response.json({ success: true, data: { message: 'ok' } }))),
  );
  const navigator = { assign: vi.fn(), openInNewTab: vi.fn() };
  render(
    <FormRuntime
      definition={definition}
      formId={Number(definition.id)}
      nonce="nonce-123"
      endpoint="/api/ajax"
      fetch={fetchMock}
      navigator={navigator satisfies FormNavigator}
    />,
  );
  return { fetch: fetchMock, navigator };
}

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
}

function fillContact() {
  fireEvent.change(input('Name'), { target: { value: 'Ana' } });
  fireEvent.change(input('Email Address'), { target: { value: 'ana@example.com' } });
  fireEvent.change(input('Message'), { target: { value: 'Hello' } });
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function answerWith(body: unknown, status = 200) {
  return () => Promise.resolve(Response.json(body, { status }));
}

beforeEach(() => {
  window.location.hash = '';
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('FormRuntime submit', () => {
  it('SUB-001 posts the whole form as multipart to the endpoint with action, form_id and nonce', async () => {
    const { fetch } = renderForm(contactForm);
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/ajax');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('action')).toBe(SUBMIT_ACTION);
    expect(body.get('form_id')).toBe('33568');
    expect(body.get('forminator_nonce')).toBe('nonce-123');
    expect(body.get('text-1')).toBe('Ana');
    expect(body.get('email-1')).toBe('ana@example.com');
    expect(body.get('textarea-1')).toBe('Hello');
  });

  it('FORM-001 the submit goes to the AJAX address the page sets, not a fixed one', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json({ success: true, data: { message: 'ok' } })),
    );
    render(
      <FormRuntime
        definition={contactForm}
        formId={33568}
        nonce="nonce-123"
        endpoint="/shop/admin-ajax"
        fetch={fetchMock}
        navigator={{ assign: vi.fn(), openInNewTab: vi.fn() }}
      />,
    );
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/shop/admin-ajax']);
  });

  it('SUB-001 leaves empty file inputs out of the body and keeps chosen files', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input type="file" name="upload-1"><input type="file" name="upload-2"><input name="text-1" value="x">';
    document.body.append(form);
    const chosen = form.querySelector<HTMLInputElement>('[name="upload-2"]');
    const file = new File(['abc'], 'a.txt', { type: 'text/plain' });
    Object.defineProperty(chosen, 'files', { value: [file] });
    const body = submissionBody(form);
    expect(body.has('upload-1')).toBe(false);
    expect(body.get('text-1')).toBe('x');
  });

  it('VAL-020, ERR-004 an empty submit shows each required error inline, the form notice, and focuses the first field', async () => {
    const { fetch } = renderForm(contactForm);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(FORM_HAS_ERROR);
    for (const label of ['Name', 'Email Address', 'Message']) {
      expect(input(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getAllByText(REQUIRED)).toHaveLength(3);
    expect(document.activeElement).toBe(input('Name'));
  });

  it('SUB-014 the notice is scrolled to 100 px below the window top over 1000 ms', async () => {
    vi.mocked(scrollPageTo).mockClear();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(500);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top: 300 }) as DOMRect,
    );
    renderForm(contactForm);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(FORM_HAS_ERROR);
    expect(scrollPageTo).toHaveBeenCalledWith(500 + 300 - 100, 1000);
    vi.restoreAllMocks();
  });

  it('VAL-045, VAL-046 an error clears on a non-empty value and comes back on focus-out when emptied', async () => {
    renderForm(contactForm);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    fireEvent.change(input('Name'), { target: { value: 'A' } });
    expect(input('Name').getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.change(input('Name'), { target: { value: '' } });
    fireEvent.blur(input('Name'));
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('SUB-003, SUB-004, ERR-005 while submitting the button is disabled with the loader label, "Submitting form, please wait" is shown and announced, and the fields are disabled; then idle again', async () => {
    expect(SUBMITTING_MESSAGE).toBe('Submitting form, please wait');
    let answer: (response: Response) => void = () => undefined;
    renderForm(
      contactForm,
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    fillContact();
    expect(screen.queryByText(SUBMITTING_MESSAGE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button).toHaveProperty('disabled', true);
    expect(input('Name').disabled).toBe(true);
    const message = screen.getByText(SUBMITTING_MESSAGE);
    expect(message.getAttribute('aria-live')).toBe('polite');
    expect(message.closest('.fui-form__buttons')).toBe(button.closest('.fui-form__buttons'));
    await act(async () => {
      answer(Response.json({ success: false, data: { message: FORM_HAS_ERROR, errors: [] } }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('button', { name: 'Finish' })).toHaveProperty('disabled', false);
    expect(input('Name').disabled).toBe(false);
    // The live region stays, empty, so the next submit is announced again.
    expect(message.isConnected).toBe(true);
    expect(message.textContent).toBe('');
  });

  it('SUB-011 server field errors attach to the named fields and the first one gets focus', async () => {
    renderForm(
      contactForm,
      answerWith({
        success: false,
        data: {
          message: FORM_HAS_ERROR,
          errors: [{ 'email-1': 'Server says no.' }, { 'textarea-1': 'Too short.' }],
        },
      }),
    );
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(screen.getByText('Server says no.')).toBeTruthy();
    expect(screen.getByText('Too short.')).toBeTruthy();
    expect(input('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Email Address'));
    expect(screen.getByRole('alert').textContent).toBe(FORM_HAS_ERROR);
  });

  it('SUB-010, DEC-12, ERR-006 a network error re-enables the button and shows the generic notice', async () => {
    renderForm(contactForm, () => Promise.reject(new TypeError('Failed to fetch')));
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(
      'An error occurred while processing the form. Please try again',
    );
    expect(screen.getByRole('button', { name: 'Finish' })).toHaveProperty('disabled', false);
    expect(input('Name').value).toBe('Ana');
  });

  it('ERR-018 an answer without a data object shows the generic text with the detail in brackets', async () => {
    renderForm(contactForm, () =>
      Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 502 })),
    );
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(`${GENERIC_SUBMIT_ERROR} (502)`);
  });

  it('FORM-029 a notice goes after 3 seconds', async () => {
    vi.useFakeTimers();
    renderForm(contactForm, () => Promise.reject(new TypeError('offline')));
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTICE_DURATION_MS - 1);
    });
    expect(screen.getByRole('alert').textContent).toBe(GENERIC_SUBMIT_ERROR);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('issue 12: ERR-004 the error summary replaces an earlier network error and stays until the errors are fixed', async () => {
    vi.useFakeTimers();
    renderForm(contactForm, () => Promise.reject(new TypeError('offline')));
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert').textContent).toBe(GENERIC_SUBMIT_ERROR);
    fireEvent.change(input('Name'), { target: { value: '' } });
    fireEvent.change(input('Message'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTICE_DURATION_MS * 3);
    });
    expect(screen.getByRole('alert').textContent).toBe(FORM_HAS_ERROR);
    fireEvent.change(input('Name'), { target: { value: 'Ana' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    // One error left: the summary stays.
    expect(screen.getByRole('alert').textContent).toBe(FORM_HAS_ERROR);
    fireEvent.change(input('Message'), { target: { value: 'Hello' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('issue 12: a step that stops the move replaces an earlier network error with the error summary', async () => {
    renderForm(pagedForm, () => Promise.reject(new TypeError('offline')));
    await flush();
    fireEvent.change(input('Title'), { target: { value: 'Harbour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
    fireEvent.change(input('Email'), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(GENERIC_SUBMIT_ERROR);
    fireEvent.click(screen.getByRole('button', { name: 'Back to start' }));
    fireEvent.change(input('Title'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'To the frame' }));
    expect(screen.getByRole('alert').textContent).not.toBe(GENERIC_SUBMIT_ERROR);
  });

  it('SUB-005, FORM-017 issue 12: a thank-you success replaces the form with the message as markup (merge tags filled as text) and a Send another action; the form comes back empty', async () => {
    renderForm(
      contactForm,
      answerWith({
        success: true,
        data: { message: '<p>Thanks, &lt;b&gt;Ana</p>', behav: 'behaviour-thankyou' },
      }),
    );
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    const status = screen.getByRole('status');
    expect(status.querySelector('p')?.textContent).toBe('Thanks, <b>Ana');
    expect(status.querySelector('b')).toBeNull();
    // No empty form under the thank-you: the form is hidden, the message has focus.
    expect(document.querySelector('form')?.hidden).toBe(true);
    expect(document.activeElement).toBe(status);
    fireEvent.click(screen.getByRole('button', { name: 'Send another response' }));
    await flush();
    expect(document.querySelector('form')?.hidden).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(input('Name').value).toBe('');
    expect(input('Message').value).toBe('');
    expect(document.activeElement).toBe(input('Name'));
  });

  it('issue 12: a native post’s thank-you arrives in the form’s place, with a link to a fresh form before hydration', async () => {
    const { html, problems } = await hydrateFromServer(
      <FormRuntime
        definition={contactForm}
        formId={33568}
        nonce="n"
        endpoint="/api/ajax"
        initialNotice={{ kind: 'success', message: '<p>Thanks, Ana</p>' }}
        answerStorage={null}
      />,
    );
    expect(html).toMatch(/<form[^>]*hidden/);
    expect(html).toContain('<a class="fui-button" href="?">Send another response</a>');
    expect(problems).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Send another response' })).toBeDefined();
  });

  it('SUB-006 a hide success hides the whole form and keeps the message', async () => {
    renderForm(
      contactForm,
      answerWith({ success: true, data: { message: 'Done', behav: 'behaviour-hide' } }),
    );
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(document.querySelector('form')?.hidden).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Done');
  });

  it('SUB-007 a redirect success goes to the server-given url in the same tab', async () => {
    const { navigator } = renderForm(
      contactForm,
      answerWith({
        success: true,
        data: { message: '', behav: 'behaviour-redirect', url: '/2025/06/18/', newtab: 'sametab' },
      }),
    );
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(navigator.assign).toHaveBeenCalledWith('/2025/06/18/');
    expect(navigator.openInNewTab).not.toHaveBeenCalled();
  });

  it('SUB-008 a new-tab redirect opens the url in a new tab and keeps the form', async () => {
    const { navigator } = renderForm(
      contactForm,
      answerWith({
        success: true,
        data: {
          message: 'Opened',
          behav: 'behaviour-redirect',
          url: '/x/',
          newtab: 'newtab_thankyou',
        },
      }),
    );
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(navigator.openInNewTab).toHaveBeenCalledWith('/x/');
    expect(navigator.assign).not.toHaveBeenCalled();
    expect(document.querySelector('form')?.hidden).toBe(false);
  });

  it('SUB-009 a new-tab-and-hide redirect opens the url and hides the form after its fadeout', async () => {
    const { navigator } = renderForm(
      contactForm,
      answerWith({
        success: true,
        data: {
          message: 'Opened',
          behav: 'behaviour-redirect',
          url: '/x/',
          newtab: 'newtab_hide',
          fadeout: true,
          fadeout_time: 50,
        },
      }),
    );
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await flush();
    expect(navigator.openInNewTab).toHaveBeenCalledWith('/x/');
    expect(document.querySelector('form')?.hidden).toBe(false);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 60));
    });
    expect(document.querySelector('form')?.hidden).toBe(true);
  });
});

describe('FormRuntime live logic and pages', () => {
  it('DEC-05 typing recalculates after the memoize window; a radio recalculates at once', async () => {
    vi.useFakeTimers();
    renderForm(pagedForm);
    const estimate = () => document.querySelector('output')?.textContent ?? '';
    const before = estimate();
    fireEvent.change(input('Width'), { target: { value: '4' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(estimate()).toBe(before);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(estimate()).toContain('8');
    fireEvent.click(screen.getByLabelText('Yes'));
    expect(estimate()).toContain('18');
  });

  it('PAGE-001, PAGE-005, DEC-08 next is gated by the step; hidden steps are not counted in progress', async () => {
    renderForm(pagedForm);
    await flush();
    // Step 2 is hidden until "Yes": two shown steps.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    fireEvent.click(screen.getByRole('button', { name: 'To the frame' }));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(input('Title').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input('Title'), { target: { value: 'Harbour' } });
    fireEvent.click(screen.getByLabelText('Yes'));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    fireEvent.click(screen.getByRole('button', { name: 'To the frame' }));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');
  });

  it('PAGE-008, PAGE-014, PAGE-004 per-step labels, the last step relabelled submit, and back', async () => {
    renderForm(pagedForm);
    await flush();
    fireEvent.change(input('Title'), { target: { value: 'Harbour' } });
    fireEvent.click(screen.getByLabelText('Yes'));
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'To the frame' }));
    fireEvent.change(input('Frame colour'), { target: { value: 'oak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const submit = screen.getByRole('button', { name: 'Send request' });
    expect(submit.getAttribute('type')).toBe('submit');
    fireEvent.click(screen.getByRole('button', { name: 'Back to start' }));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');
  });

  it('issue 12: one click on the Next button that leads to the last step moves there and neither submits nor validates it', async () => {
    const { fetch } = renderForm(pagedForm);
    await flush();
    fireEvent.change(input('Title'), { target: { value: 'Harbour' } });
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'To the frame' }));
    fireEvent.change(input('Frame colour'), { target: { value: 'oak' } });
    // In a browser React re-renders between the click's listeners and its default action, so
    // the clicked element itself must never become a submit button (jsdom runs the default
    // action first, hence the check on the element rather than on a post).
    const next = screen.getByRole('button', { name: 'Next' });
    const nextClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      next.dispatchEvent(nextClick);
    });
    expect(nextClick.defaultPrevented).toBe(true);
    expect(next.isConnected && next.getAttribute('type') === 'submit').toBe(false);
    await flush();
    expect(screen.getByRole('button', { name: 'Contact' }).getAttribute('aria-current')).toBe(
      'step',
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input('Email').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText(FORM_HAS_ERROR)).toBeNull();
  });

  it('PAGE-012 a step tab forward stops at the first invalid earlier step', async () => {
    renderForm(pagedForm);
    await flush();
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
    expect(screen.getByRole('button', { name: 'Step 1' }).getAttribute('aria-current')).toBe(
      'step',
    );
    expect(input('Title').getAttribute('aria-invalid')).toBe('true');
  });

  it('issue 12: DEC-07 each step change is a history entry, so the browser’s Back returns to the previous step', async () => {
    window.history.replaceState(null, '', '/commission/');
    const startLength = window.history.length;
    renderForm(pagedForm);
    await flush();
    fireEvent.change(input('Title'), { target: { value: 'Harbour' } });
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'To the frame' }));
    expect(window.location.hash).toBe('#step-1');
    fireEvent.change(input('Frame colour'), { target: { value: 'oak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(window.location.hash).toBe('#step-2');
    expect(window.history.length).toBe(startLength + 2);

    const back = async () => {
      await act(async () => {
        window.history.back();
        await new Promise((resolve) =>
          window.addEventListener('hashchange', resolve, { once: true }),
        );
      });
    };
    await back();
    expect(screen.getByRole('button', { name: 'Frame' }).getAttribute('aria-current')).toBe('step');
    expect(document.activeElement).toBe(input('Frame colour'));
    await back();
    expect(window.location.hash).toBe('#step-0');
    expect(screen.getByRole('button', { name: 'Step 1' }).getAttribute('aria-current')).toBe(
      'step',
    );
    // A hash that names no step (the skip link's) leaves the step alone.
    fireEvent.click(screen.getByRole('button', { name: 'To the frame' }));
    await act(async () => {
      window.location.hash = '#main';
      await new Promise((resolve) =>
        window.addEventListener('hashchange', resolve, { once: true }),
      );
    });
    expect(screen.getByRole('button', { name: 'Frame' }).getAttribute('aria-current')).toBe('step');
  });

  it('issue 12: the first step takes its name from first-step-label, like the steps after it', async () => {
    renderForm(
      parseDefinition({
        ...pagedForm,
        settings: {
          ...pagedForm.settings,
          pagination_config: {
            ...pagedForm.settings.pagination_config,
            'first-step-label': 'The work',
          },
        },
      }),
    );
    await flush();
    expect(screen.getByRole('button', { name: 'The work' }).getAttribute('aria-current')).toBe(
      'step',
    );
    expect(screen.queryByRole('button', { name: 'Step 1' })).toBeNull();
  });

  it('PAGE-013, DEC-07 #step-1 opens the second page (0-based)', async () => {
    window.location.hash = '#step-1';
    renderForm(pagedForm);
    await flush();
    // Page 1 is hidden by its condition, so the hash naming it is ignored.
    expect(screen.getByRole('button', { name: 'Step 1' }).getAttribute('aria-current')).toBe(
      'step',
    );
    cleanup();
    window.location.hash = '#step-2';
    renderForm(pagedForm);
    await flush();
    expect(screen.getByRole('button', { name: 'Contact' }).getAttribute('aria-current')).toBe(
      'step',
    );
  });

  it('PAGE-011, PAGE-009 a server error jumps to its page; a reset after success returns to step 0', async () => {
    const answers = [
      { success: false, data: { message: 'Fix it', errors: [{ 'text-1': 'Taken.' }] } },
      { success: true, data: { message: 'Thanks', behav: 'behaviour-thankyou' } },
    ];
    renderForm(pagedForm, () => Promise.resolve(Response.json(answers.shift())));
    await flush();
    fireEvent.change(input('Title'), { target: { value: 'Harbour' } });
    fireEvent.click(screen.getByRole('button', { name: 'To the frame' }));
    fireEvent.change(input('Email'), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Step 1' }).getAttribute('aria-current')).toBe(
      'step',
    );
    expect(document.activeElement).toBe(input('Title'));
    fireEvent.click(screen.getByRole('button', { name: 'To the frame' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await flush();
    expect(screen.getByText('Thanks').getAttribute('role')).toBe('status');
    // Issue 12: the thank-you stands in the form's place until the visitor asks for another.
    fireEvent.click(screen.getByRole('button', { name: 'Send another response' }));
    expect(screen.getByRole('button', { name: 'Step 1' }).getAttribute('aria-current')).toBe(
      'step',
    );
    expect(input('Title').value).toBe('');
  });

  it('SUB-012 renders on the server as a native post form with every page, and hydrates without a mismatch', async () => {
    const element = (
      <FormRuntime definition={pagedForm} formId={900} nonce="n" endpoint="/api/ajax" />
    );
    const { html, container, problems } = await hydrateFromServer(element);
    expect(html).toContain('method="post"');
    expect(html).toContain('name="forminator_nonce"');
    expect(html).not.toContain('hidden=""');
    expect(problems).toEqual([]);
    expect(container.querySelectorAll('.fui-page[hidden]')).toHaveLength(2);
  });
});

describe('FormRuntime step changes', () => {
  const scrollTo = vi.mocked(scrollPageTo);
  let formTop = -600;

  beforeEach(() => {
    scrollTo.mockClear();
    formTop = -600;
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLFormElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top: formTop }) as DOMRect,
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const announced = () => document.querySelector('.fui-form__submitting')?.textContent;

  async function onSecondStep() {
    renderForm(pagedForm);
    await flush();
    fireEvent.change(input('Title'), { target: { value: 'Harbour' } });
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'To the frame' }));
  }

  it('PAGE-001 DEC-21 Next takes the visitor to the new step: its first field has focus, the form top scrolls to 40 px below the window top, and "Step 2 of 3: Frame" is announced', async () => {
    renderForm(pagedForm);
    await flush();
    // A first load moves nothing and says nothing.
    expect(document.activeElement).toBe(document.body);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(announced()).toBe('');

    fireEvent.change(input('Title'), { target: { value: 'Harbour' } });
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'To the frame' }));

    expect(document.activeElement).toBe(input('Frame colour'));
    // FORM-031: over 500 ms.
    expect(scrollTo).toHaveBeenCalledWith(1000 - 600 - 40, 500);
    expect(announced()).toBe('Step 2 of 3: Frame');
  });

  it('PAGE-004 Back and a step tab do the same: focus in the step, its top in view, the step announced', async () => {
    await onSecondStep();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(document.activeElement).toBe(input('Title'));
    expect(announced()).toBe('Step 1 of 3');
    expect(scrollTo).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: 'Frame' }));
    expect(document.activeElement).toBe(input('Frame colour'));
    expect(announced()).toBe('Step 2 of 3: Frame');
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });

  it('FORM-027 Enter on a step moves on the same way as Next', async () => {
    await onSecondStep();
    fireEvent.change(input('Frame colour'), { target: { value: 'oak' } });
    fireEvent.submit(input('Frame colour'));
    expect(document.activeElement).toBe(input('Email'));
    expect(announced()).toBe('Step 3 of 3: Contact');
  });

  it('DEC-21 FORM-031 the form top scrolls into view (a jump under reduced motion, see form-timings); already in view, nothing scrolls', async () => {
    await onSecondStep();
    expect(scrollTo).toHaveBeenCalledWith(360, 500);

    formTop = 120;
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(document.activeElement).toBe(input('Title'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('PAGE-005 a step that stops the move keeps the visitor on its first error, unannounced', async () => {
    renderForm(pagedForm);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'To the frame' }));
    expect(document.activeElement).toBe(input('Title'));
    expect(announced()).toBe('');
  });
});
