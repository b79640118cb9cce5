// @vitest-environment jsdom
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormRuntime } from '../runtime/form-runtime';
import { FormRuntimeController } from '../runtime/use-form-runtime';
import { hydrateFromServer } from '../testing/render';
import {
  CONTINUE_EDITING_LABEL,
  COPY_DONE_MESSAGE,
  COPY_MANUAL_MESSAGE,
  DRAFT_LINK_HINT,
  DRAFT_SAVED_TITLE,
  DraftSavedScreen,
  messageBesideTitle,
} from './draft-saved-screen';
import { draftLinkFor, readDraftEmailAnswer, readDraftSaveAnswer } from './draft-wire';
import { LOCAL_ANSWERS_DELAY_MS, localAnswersKey } from './local-answers';
import { SAVE_DRAFT_HINT, SAVE_DRAFT_LABEL } from './save-draft-button';
import { DRAFT_CHANGE_DEBOUNCE_MS, useDraftChange } from './use-draft-change';

const DRAFT_ID = 'Ab3dEfGhIjKlMnOpQrStUv';
const SAVED_MESSAGE = 'Your answers are saved. Use the link below to come back.';

/** A one-page form with a password (never kept in the browser) and a signature. */
const enquiryForm: FormDefinition = parseDefinition({
  id: 501,
  fields: [
    { id: 'text-1', type: 'text', label: 'Name', required: true },
    { id: 'email-1', type: 'email', label: 'Email', required: true },
    { id: 'password-1', type: 'password', label: 'Account password' },
    { id: 'signature-1', type: 'signature', label: 'Signature' },
  ],
  settings: { is_reset_enabled: true },
});

/** Three pages; the second starts with a radio that has a default. */
const pagedForm: FormDefinition = parseDefinition({
  id: 502,
  fields: [
    { id: 'text-1', type: 'text', label: 'Title', required: true },
    { id: 'page-break-1', type: 'page-break', label: 'Frame' },
    {
      id: 'radio-1',
      type: 'radio',
      label: 'Frame',
      default_value: 'none',
      options: [
        { label: 'None', value: 'none' },
        { label: 'Oak', value: 'oak' },
      ],
    },
    { id: 'page-break-2', type: 'page-break', label: 'Contact' },
    { id: 'email-1', type: 'email', label: 'Email', required: true },
  ],
  settings: { inline_validation: false },
});

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

const answer = (body: unknown, status = 200) => Promise.resolve(Response.json(body, { status }));
const savedAnswer = () =>
  answer({
    success: true,
    data: { type: 'save_draft', draft_id: DRAFT_ID, message: SAVED_MESSAGE },
  });

function renderRuntime(
  definition: FormDefinition,
  options: {
    fetch?: FetchMock;
    draft?: { id: string; page: number };
    initialValues?: Record<string, string>;
    draftNotice?: string;
    clipboard?: Pick<Clipboard, 'writeText'> | null;
  } = {},
) {
  const fetchMock = options.fetch ?? vi.fn<typeof fetch>(savedAnswer);
  const view = render(
    <FormRuntime
      definition={definition}
      formId={Number(definition.id)}
      nonce="nonce-123"
      endpoint="/api/ajax"
      fetch={fetchMock}
      draft={options.draft}
      initialValues={options.initialValues}
      draftNotice={options.draftNotice}
      clipboard={options.clipboard}
    />,
  );
  return { fetch: fetchMock, ...view };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: SAVE_DRAFT_LABEL });

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Types a value, then lets the 500 ms change check run. */
async function typeAndSettle(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(DRAFT_CHANGE_DEBOUNCE_MS);
  });
}

function sentBody(fetchMock: FetchMock, call = 0): FormData {
  const body = fetchMock.mock.calls[call]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('No multipart body was sent.');
  return body;
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/commission/');
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the save-draft link', () => {
  it('DRAFT-001 DRAFT-002 DRAFT-004 is inert until a value differs from the start, checked 500 ms after the change', async () => {
    vi.useFakeTimers();
    renderRuntime(enquiryForm);
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');
    const hint = document.getElementById(saveButton().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(SAVE_DRAFT_HINT);

    fireEvent.change(field('Name'), { target: { value: 'Ana' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DRAFT_CHANGE_DEBOUNCE_MS - 1);
    });
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(saveButton().getAttribute('aria-disabled')).toBeNull();

    // Back as it started: nothing to save again.
    await typeAndSettle('Name', '');
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('DRAFT-002 clicking it while inert sends nothing', async () => {
    const { fetch } = renderRuntime(enquiryForm);
    fireEvent.click(saveButton());
    await flush();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('DRAFT-003 a filled signature counts as a change; the empty pad does not', async () => {
    vi.useFakeTimers();
    const controller = new FormRuntimeController(enquiryForm);
    const { result } = renderHook(() => useDraftChange(controller));
    act(() => controller.setValue('signature-1', ''));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DRAFT_CHANGE_DEBOUNCE_MS);
    });
    expect(result.current).toBe(false);
    act(() =>
      controller.setValue('signature-1', 'data:image/svg+xml,%3Csvg%3E%3Cpath d="M0 0L5 5"/%3E'),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DRAFT_CHANGE_DEBOUNCE_MS);
    });
    expect(result.current).toBe(true);
  });

  it('is not on the server-rendered form (it needs JavaScript), and the form hydrates without a mismatch', async () => {
    const { html, problems } = await hydrateFromServer(
      <FormRuntime
        definition={pagedForm}
        formId={502}
        nonce="n"
        endpoint="/api/ajax"
        draft={{ id: DRAFT_ID, page: 1 }}
        initialValues={{ 'text-1': 'A harbour' }}
        draftNotice="An old link."
        answerStorage={null}
      />,
    );
    expect(html).not.toContain(SAVE_DRAFT_LABEL);
    expect(html).toContain(`name="previous_draft_id" value="${DRAFT_ID}"`);
    expect(problems).toEqual([]);
  });
});

describe('saving a draft', () => {
  it('DRAFT-005 DRAFT-006 DRAFT-007 posts the whole form with save_draft and draft_page, then shows the draft screen instead of the form', async () => {
    vi.useFakeTimers();
    const { fetch, container } = renderRuntime(pagedForm);
    await typeAndSettle('Title', 'A harbour at dusk');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(saveButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });

    const body = sentBody(fetch);
    expect(body.get('action')).toBe('forminator_submit_form_custom-forms');
    expect(body.get('save_draft')).toBe('true');
    expect(body.get('draft_page')).toBe('1');
    expect(body.get('text-1')).toBe('A harbour at dusk');
    expect(body.get('radio-1')).toBe('none');
    expect(body.get('forminator_nonce')).toBe('nonce-123');

    expect(container.querySelector('form.fui-form')?.hasAttribute('hidden')).toBe(true);
    expect(screen.getByRole('heading', { name: DRAFT_SAVED_TITLE })).toBe(document.activeElement);
    // The heading already says the answers are saved: the sentence under it says what to do.
    expect(screen.getByText('Use the link below to come back.')).toBeDefined();
    expect(screen.queryByText(SAVED_MESSAGE)).toBeNull();
    const link = screen.getByLabelText('Your draft link') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/commission/?draft=${DRAFT_ID}`);
    expect(link.readOnly).toBe(true);
  });

  it('issue 12: the draft screen offers Continue editing: the form comes back on its step with the answers, and saving again updates the same draft', async () => {
    vi.useFakeTimers();
    const { fetch, container } = renderRuntime(pagedForm);
    await typeAndSettle('Title', 'A harbour at dusk');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(saveButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    fireEvent.click(screen.getByRole('button', { name: CONTINUE_EDITING_LABEL }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('heading', { name: DRAFT_SAVED_TITLE })).toBeNull();
    const form = container.querySelector('form.fui-form');
    expect(form?.hasAttribute('hidden')).toBe(false);
    expect(screen.getByRole('button', { name: 'Frame' }).getAttribute('aria-current')).toBe('step');
    expect(form?.contains(document.activeElement)).toBe(true);
    expect(
      (container.querySelector('input[name="previous_draft_id"]') as HTMLInputElement).value,
    ).toBe(DRAFT_ID);
    expect((container.querySelector('input[name="text-1"]') as HTMLInputElement).value).toBe(
      'A harbour at dusk',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('issue 12: DRAFT-001 a form whose settings switch save-draft off shows no save-draft button', async () => {
    renderRuntime(
      parseDefinition({
        id: 503,
        fields: [{ id: 'text-1', type: 'text', label: 'Name', required: true }],
        settings: { use_save_and_continue: false },
      }),
    );
    await flush();
    expect(screen.queryByRole('button', { name: SAVE_DRAFT_LABEL })).toBeNull();
  });

  it('DRAFT-006 a one-page form sends no draft_page', async () => {
    vi.useFakeTimers();
    const { fetch } = renderRuntime(enquiryForm);
    await typeAndSettle('Name', 'Ana');
    fireEvent.click(saveButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sentBody(fetch).get('save_draft')).toBe('true');
    expect(sentBody(fetch).has('draft_page')).toBe(false);
  });

  it('a refused save marks the fields the server names and keeps the form', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>(() =>
      answer({
        success: false,
        data: {
          message: 'Please correct the errors.',
          errors: [{ 'text-1': 'Please fix this field.' }],
        },
      }),
    );
    const { container } = renderRuntime(enquiryForm, { fetch: fetchMock });
    await typeAndSettle('Name', 'Ana');
    fireEvent.click(saveButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert').textContent).toBe('Please correct the errors.');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('form.fui-form')?.hasAttribute('hidden')).toBe(false);
    expect(screen.queryByRole('heading', { name: DRAFT_SAVED_TITLE })).toBeNull();
  });

  it('PAGE-010 a form opened from a draft starts on its page with its values, and saving again names the draft', async () => {
    vi.useFakeTimers();
    const { fetch, container } = renderRuntime(pagedForm, {
      draft: { id: DRAFT_ID, page: 2 },
      initialValues: { 'text-1': 'A harbour', 'radio-1': 'oak' },
    });
    const shown = container.querySelector('.fui-page:not([hidden])');
    expect(shown?.getAttribute('data-page')).toBe('2');
    expect((container.querySelector('[name="text-1"]') as HTMLInputElement).value).toBe(
      'A harbour',
    );
    expect(container.querySelector(`input[name="previous_draft_id"]`)?.getAttribute('value')).toBe(
      DRAFT_ID,
    );
    await typeAndSettle('Email', 'ana@example.com');
    fireEvent.click(saveButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sentBody(fetch).get('previous_draft_id')).toBe(DRAFT_ID);
    expect(sentBody(fetch).get('draft_page')).toBe('2');
  });

  it('an expired draft link opens the blank form with the notice the page gives', () => {
    renderRuntime(enquiryForm, { draftNotice: 'This saved link has expired.' });
    expect(screen.getByText('This saved link has expired.').getAttribute('role')).toBe('status');
    expect(field('Name').value).toBe('');
  });

  it('DRAFT-008 the link is the page address with ?draft=, without the step hash', () => {
    expect(draftLinkFor('https://gallery.example/commission/?draft=old#step-2', 'NEW')).toBe(
      'https://gallery.example/commission/?draft=NEW',
    );
    expect(readDraftSaveAnswer({ success: true, data: { message: 'ok' } }, 200)).toEqual({
      kind: 'unreadable',
      status: 200,
    });
  });
});

describe('the draft-saved screen', () => {
  function renderScreen(fetchMock: FetchMock, clipboard?: Pick<Clipboard, 'writeText'> | null) {
    render(
      <DraftSavedScreen
        link={`https://gallery.example/commission/?draft=${DRAFT_ID}`}
        message={SAVED_MESSAGE}
        formId={33601}
        draftId={DRAFT_ID}
        nonce="nonce-123"
        endpoint="/api/ajax"
        idPrefix="form-33601-0"
        fetch={fetchMock}
        clipboard={clipboard}
      />,
    );
  }
  const emailInput = () => screen.getByLabelText('Email the link to yourself') as HTMLInputElement;

  it('DRAFT-007 under the heading the visitor reads how long the link works, not the heading again', () => {
    expect(
      messageBesideTitle(
        'Your answers are saved. Use the link below to come back and finish the form; it works for 30 days.',
      ),
    ).toBe('Use the link below to come back and finish the form; it works for 30 days.');
    expect(messageBesideTitle('Your answers are saved.')).toBe(DRAFT_LINK_HINT);
    expect(messageBesideTitle('')).toBe(DRAFT_LINK_HINT);
    expect(messageBesideTitle('Saved for 7 days.')).toBe('Saved for 7 days.');
    renderScreen(vi.fn<typeof fetch>());
    const heading = screen.getByRole('heading', { name: DRAFT_SAVED_TITLE });
    expect(heading.nextElementSibling?.textContent).toBe('Use the link below to come back.');
  });

  it('DRAFT-008 the copy button copies the link and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    renderScreen(vi.fn<typeof fetch>(), { writeText });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith(`https://gallery.example/commission/?draft=${DRAFT_ID}`);
    expect(screen.getByText(COPY_DONE_MESSAGE).getAttribute('role')).toBe('status');
  });

  it('DRAFT-008 when the clipboard is refused, the link is selected and the visitor is told to press Ctrl+C', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    renderScreen(vi.fn<typeof fetch>(), { writeText });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await flush();
    const link = screen.getByLabelText('Your draft link') as HTMLInputElement;
    expect(document.activeElement).toBe(link);
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length]);
    expect(screen.getByText(COPY_MANUAL_MESSAGE)).toBeDefined();

    cleanup();
    renderScreen(vi.fn<typeof fetch>(), null);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await flush();
    expect(screen.getByText(COPY_MANUAL_MESSAGE)).toBeDefined();
  });

  it('DRAFT-010 a missing or invalid address is refused on the field, nothing is sent', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    renderScreen(fetchMock);
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await flush();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailInput());
    expect(screen.getByText('This field is required.')).toBeDefined();
    fireEvent.change(emailInput(), { target: { value: 'ana@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await flush();
    expect(screen.getByText('Please enter a valid email address.')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('DRAFT-009 DRAFT-011 the address goes as multipart; the answer replaces the form, and resend brings it back', async () => {
    const mailed = 'We have sent the link to your email address.';
    const fetchMock = vi.fn<typeof fetch>(() =>
      answer({
        success: true,
        data: { message: mailed, draft_mail_sent: true, draft_mail_message: mailed },
      }),
    );
    renderScreen(fetchMock);
    fireEvent.change(emailInput(), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await flush();

    const body = sentBody(fetchMock);
    expect(Object.fromEntries(body)).toEqual({
      action: 'forminator_email_draft_link',
      form_id: '33601',
      draft_id: DRAFT_ID,
      draft_link: `https://gallery.example/commission/?draft=${DRAFT_ID}`,
      forminator_nonce: 'nonce-123',
      'email-1': 'ana@example.com',
    });
    expect(screen.getByText(mailed).getAttribute('role')).toBe('status');
    expect(screen.queryByLabelText('Email the link to yourself')).toBeNull();
    const resend = screen.getByRole('button', { name: 'Send it to another address' });
    expect(document.activeElement).toBe(resend);

    fireEvent.click(resend);
    expect(document.activeElement).toBe(emailInput());
    expect(emailInput().value).toBe('');
  });

  it("DRAFT-009 DRAFT-010 the server's field error is shown on the address; a mail not sent offers another try", async () => {
    const notSent = 'We could not send the link to your email just now.';
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementationOnce(() =>
        answer({
          success: false,
          data: { field: 'email-1', message: 'Please enter a valid email.' },
        }),
      )
      .mockImplementationOnce(() =>
        answer({
          success: true,
          data: { message: notSent, draft_mail_sent: false, draft_mail_message: notSent },
        }),
      );
    renderScreen(fetchMock);
    fireEvent.change(emailInput(), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await flush();
    expect(screen.getByText('Please enter a valid email.')).toBeDefined();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await flush();
    expect(screen.getByText(notSent)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(document.activeElement).toBe(emailInput());
  });

  it('DRAFT-009 reads the answer fields: field, message, draft_mail_sent, draft_mail_message', () => {
    expect(
      readDraftEmailAnswer({
        success: true,
        data: { message: 'm', draft_mail_sent: true, draft_mail_message: 'sent' },
      }),
    ).toEqual({ kind: 'answered', sent: true, message: 'sent' });
    expect(
      readDraftEmailAnswer({ success: false, data: { field: 'email-1', message: 'bad' } }),
    ).toEqual({ kind: 'field-error', field: 'email-1', message: 'bad' });
    expect(
      readDraftEmailAnswer({
        success: false,
        data: { message: 'Expired.', code: 'draft_not_found' },
      }),
    ).toEqual({ kind: 'failed', message: 'Expired.' });
    expect(readDraftEmailAnswer('<html>')).toEqual({ kind: 'failed', message: undefined });
  });
});

describe('unsaved answers kept in the browser', () => {
  const stored = () => {
    const text = window.localStorage.getItem(localAnswersKey(501));
    return text === null ? undefined : (JSON.parse(text) as { values: Record<string, unknown> });
  };

  it('are written a second after a change, never the password, and removed when the form is back as it started', async () => {
    vi.useFakeTimers();
    renderRuntime(enquiryForm);
    fireEvent.change(field('Name'), { target: { value: 'Ana' } });
    fireEvent.change(field('Account password'), { target: { value: 'hunter2-secret' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOCAL_ANSWERS_DELAY_MS - 1);
    });
    expect(stored()).toBeUndefined();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(stored()?.values).toEqual({ 'text-1': 'Ana' });
    expect(window.localStorage.getItem(localAnswersKey(501))).not.toContain('hunter2');

    fireEvent.change(field('Name'), { target: { value: '' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOCAL_ANSWERS_DELAY_MS);
    });
    expect(stored()).toBeUndefined();
  });

  it('a change still waiting when the page goes away is written at once', async () => {
    vi.useFakeTimers();
    renderRuntime(enquiryForm);
    fireEvent.change(field('Name'), { target: { value: 'Ana' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()?.values).toEqual({ 'text-1': 'Ana' });
  });

  it('are offered after a reload: Restore puts them back on their page, by keyboard too', async () => {
    vi.useFakeTimers();
    const first = renderRuntime(pagedForm);
    await typeAndSettle('Title', 'A harbour');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByLabelText('Oak'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOCAL_ANSWERS_DELAY_MS);
    });
    first.unmount();

    const { container } = renderRuntime(pagedForm);
    const offer = screen.getByRole('group', { name: /You have unsaved answers from/ });
    expect(offer.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    const restore = screen.getByRole('button', { name: 'Restore' });
    restore.focus();
    fireEvent.click(restore);
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
    expect((container.querySelector('[name="text-1"]') as HTMLInputElement).value).toBe(
      'A harbour',
    );
    expect((screen.getByLabelText('Oak') as HTMLInputElement).checked).toBe(true);
    expect(container.querySelector('.fui-page:not([hidden])')?.getAttribute('data-page')).toBe('1');
    // Focus moves on into the form rather than being lost with the offer.
    expect(document.activeElement).toBe(screen.getByLabelText('None'));
  });

  it('Discard forgets them, and the form stays as it started', async () => {
    window.localStorage.setItem(
      localAnswersKey(501),
      JSON.stringify({ version: 1, savedAt: Date.now(), page: 0, values: { 'text-1': 'Ana' } }),
    );
    renderRuntime(enquiryForm);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(window.localStorage.getItem(localAnswersKey(501))).toBeNull();
    expect(field('Name').value).toBe('');
    expect(screen.queryByRole('group', { name: /unsaved answers/ })).toBeNull();
  });

  it('while the offer waits, new typing does not overwrite the kept answers; unreadable ones are ignored', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem(
      localAnswersKey(501),
      JSON.stringify({ version: 1, savedAt: Date.now(), page: 0, values: { 'text-1': 'Ana' } }),
    );
    renderRuntime(enquiryForm);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    fireEvent.change(field('Name'), { target: { value: 'Someone else' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOCAL_ANSWERS_DELAY_MS * 2);
    });
    expect(stored()?.values).toEqual({ 'text-1': 'Ana' });
    cleanup();

    window.localStorage.setItem(localAnswersKey(501), '{not json');
    renderRuntime(enquiryForm);
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('are cleared by a successful submit and by a saved draft', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>(() =>
      answer({ success: true, data: { message: 'Thanks', behav: 'behaviour-thankyou' } }),
    );
    renderRuntime(enquiryForm, { fetch: fetchMock });
    fireEvent.change(field('Name'), { target: { value: 'Ana' } });
    fireEvent.change(field('Email'), { target: { value: 'ana@example.com' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOCAL_ANSWERS_DELAY_MS);
    });
    expect(stored()).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOCAL_ANSWERS_DELAY_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(stored()).toBeUndefined();
    cleanup();

    renderRuntime(enquiryForm);
    await typeAndSettle('Name', 'Ana');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOCAL_ANSWERS_DELAY_MS);
    });
    expect(stored()).toBeDefined();
    fireEvent.click(saveButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LOCAL_ANSWERS_DELAY_MS);
    });
    expect(screen.getByRole('heading', { name: DRAFT_SAVED_TITLE })).toBeDefined();
    expect(stored()).toBeUndefined();
  });
});
