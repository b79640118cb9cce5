// @vitest-environment jsdom
import {
  contactFormDefinitionSchema,
  publicContactFormOf,
  type PublicContactForm,
} from '@atelier/contracts/contact-form-definition';
import type { ThemeSettings } from '@atelier/contracts/theme-settings';
import { demoContactForms, ENQUIRY_FORM_ID } from '@atelier/demo-content/contact-forms';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

// The bot-check's token maker (its own chunk in the browser): a token naming its action, so a
// test can tell which run's token a submit carried. Only the test with a bot-check calls it. The
// module is named by its file: the form-ui package imports it by a relative path, which a bare
// `@atelier/form-ui/…` specifier (resolved through the workspace link) does not match.
const botCheckTokensModule = vi.hoisted(
  () =>
    new URL('../../../../../packages/form-ui/src/captcha/bot-check-tokens.ts', import.meta.url)
      .pathname,
);
vi.mock(botCheckTokensModule, () => ({
  botCheckToken: async (_config: unknown, action: string) => `token-for-${action}`,
}));

/** The demo enquiry form without its bot-check, so no challenge is fetched in these tests. */
function enquiryForm(): PublicContactForm {
  const demo = demoContactForms[0];
  if (!demo) throw new Error('No demo contact form.');
  const definition = contactFormDefinitionSchema.parse({
    ...demo.definition,
    spam: { honeypot: 'your-website', minFillSeconds: 3 },
  });
  return publicContactFormOf({ ...demo, definition });
}

const PRODUCT_ID = 12;
const UNIT_TAG = `wpcf7-f${ENQUIRY_FORM_ID}-p${PRODUCT_ID}-o1`;
const PREFILLED = 'Hello, I would like to ask about “Tide” by Ana Lima.';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

const answer = (status: string, message: string, extra: Record<string, unknown> = {}) => ({
  contact_form_id: ENQUIRY_FORM_ID,
  status,
  message,
  posted_data_hash: status === 'mail_sent' ? 'a'.repeat(32) : '',
  into: `#${UNIT_TAG}`,
  ...extra,
});

/** The network as the form sees it: refills hand out stamps, feedback answers as given. */
function network(feedback: (call: number) => Response | Promise<Response>) {
  let feedbackCalls = 0;
  let refills = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/refill')) return json({ opened: `stamp-${++refills}` });
    if (url.endsWith('/feedback')) return feedback(++feedbackCalls);
    if (url.endsWith('/api/ajax')) return new Response('fresh-rest-nonce');
    throw new Error(`Unexpected call to ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    feedbackCalls: () => feedbackCalls,
    refills: () => refills,
  };
}

function renderForm(props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  return render(
    <ContactForm
      form={enquiryForm()}
      containerPostId={PRODUCT_ID}
      occurrence={1}
      prefilledMessage={PREFILLED}
      action="/product/tide/"
      {...props}
    />,
  );
}

/** The one element `selector` names; the test fails plainly when there is none. */
function only<Found extends Element>(selector: string): Found {
  const found = document.querySelector<Found>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}.`);
  return found;
}

const formElement = () => only<HTMLFormElement>('form.wpcf7-form');
const wpcf7 = () => only<HTMLElement>('.wpcf7');

/** The feedback requests the form made: their address and what they sent. */
function feedbackRequests(fetch: ReturnType<typeof vi.fn>) {
  return fetch.mock.calls
    .filter(([url]) => String(url).endsWith('/feedback'))
    .map(([url, init]) => ({ url: String(url), init: init as RequestInit }));
}

function fillIn(overrides: Record<string, string> = {}) {
  const values = {
    'Your name *': 'Ana Sousa',
    'Email *': 'ana@example.org',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

/** Every `wpcf7…` event the form dispatches, in order, with its detail. */
function recordEvents() {
  const seen: { type: string; detail: Record<string, unknown> }[] = [];
  for (const type of [
    'wpcf7beforesubmit',
    'wpcf7submit',
    'wpcf7invalid',
    'wpcf7unaccepted',
    'wpcf7spam',
    'wpcf7mailsent',
    'wpcf7mailfailed',
    'wpcf7reset',
    'wpcf7statuschanged',
  ]) {
    wpcf7().addEventListener(type, (event) =>
      seen.push({ type, detail: (event as CustomEvent).detail as Record<string, unknown> }),
    );
  }
  return seen;
}

beforeEach(() => {
  window.dtLocal = {
    ajaxurl: '/api/ajax',
    restRoot: '/api/rest/',
    restNonce: 'rest-nonce-1',
    ajaxNonce: 'ajax-nonce',
  } as ThemeSettings;
});

afterEach(() => {
  cleanup();
  // Server-rendered markup is put into the body by hand in some tests.
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.dtLocal;
});

describe('ContactForm', () => {
  it('CF-003 renders the original plugin’s markup with the form’s context in its hidden fields', () => {
    const html = renderToString(
      <ContactForm
        form={enquiryForm()}
        containerPostId={PRODUCT_ID}
        occurrence={1}
        prefilledMessage={PREFILLED}
        action="/product/tide/"
      />,
    );
    document.body.innerHTML = html;
    const root = wpcf7();
    expect(root.id).toBe(UNIT_TAG);
    expect(root.dataset.wpcf7Id).toBe(String(ENQUIRY_FORM_ID));
    expect(root.className).toBe('wpcf7 no-js');
    expect(root.querySelector('.screen-reader-response [role="status"]')).not.toBeNull();
    const form = formElement();
    expect(form.dataset.status).toBe('init');
    expect(form.classList.contains('init')).toBe(true);
    expect(form.getAttribute('action')).toBe(`/product/tide/#${UNIT_TAG}`);
    expect(form.method).toBe('post');
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('fieldset.hidden-fields-container input')].map(
        (input) => [input.name, input.value],
      ),
    );
    expect(hidden).toEqual({
      _wpcf7: String(ENQUIRY_FORM_ID),
      _wpcf7_version: '6.0.6',
      _wpcf7_locale: 'en_US',
      _wpcf7_unit_tag: UNIT_TAG,
      _wpcf7_container_post: String(PRODUCT_ID),
      _wpcf7_posted_data_hash: '',
      _wpcf7_opened: '',
    });
    const wraps = [...form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap')].map(
      (wrap) => wrap.dataset.name,
    );
    expect(wraps).toEqual([
      'your-name',
      'your-email',
      'your-phone',
      'topic',
      'your-message',
      'callback-date',
      'privacy',
    ]);
    expect(form.querySelector('textarea')?.value).toBe(PREFILLED);
    expect(form.querySelector('.wpcf7-response-output')).not.toBeNull();
    expect(form.querySelector('input.wpcf7-submit')).not.toBeNull();
  });

  it('CF-013 starts by refilling (an opening stamp) and rests in init, marked as running', async () => {
    const calls = network(() => json({}));
    renderForm();
    await waitFor(() => expect(calls.refills()).toBe(1));
    expect(wpcf7().className).toBe('wpcf7 js');
    await waitFor(() =>
      expect(formElement().querySelector<HTMLInputElement>('[name="_wpcf7_opened"]')?.value).toBe(
        'stamp-1',
      ),
    );
    expect(formElement().dataset.status).toBe('init');
  });

  it('CF-014 keeps the submit button disabled until the privacy box is ticked', async () => {
    network(() => json({}));
    renderForm();
    const send = screen.getByRole('button', { name: 'Send enquiry' });
    await waitFor(() => expect((send as HTMLInputElement).disabled).toBe(true));
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    expect((send as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    expect((send as HTMLInputElement).disabled).toBe(true);
  });

  it('CF-028 checks a field when it changes: the tip shows, the field is marked and described by it', async () => {
    network(() => json({}));
    renderForm();
    await waitFor(() => expect(wpcf7().className).toBe('wpcf7 js'));
    const email = screen.getByLabelText('Email *');
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    const tip = await screen.findByText('Please enter an email address.', {
      selector: '.wpcf7-not-valid-tip',
    });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(tip.id);
    expect(tip.id).toBe(`${UNIT_TAG}-ve-your-email`);
    expect(formElement().dataset.status).toBe('invalid');
    // Only the changed field is checked: the empty name shows nothing yet.
    expect(screen.getByLabelText('Your name *').getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(email, { target: { value: 'ana@example.org' } });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('false'));
    expect(formElement().dataset.status).toBe('init');
  });

  it('CF-028 checks every field on submit: nothing is sent, errors show, focus goes to the first', async () => {
    const calls = network(() => json({}));
    renderForm();
    await waitFor(() => expect(wpcf7().className).toBe('wpcf7 js'));
    const events = recordEvents();
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(formElement().dataset.status).toBe('invalid'));
    expect(calls.feedbackCalls()).toBe(0);
    expect(document.activeElement).toBe(screen.getByLabelText('Your name *'));
    expect(
      screen.getAllByText('Please fill out this field.', { selector: '.wpcf7-not-valid-tip' }),
    ).toHaveLength(2);
    expect(formElement().querySelector('.wpcf7-response-output')?.textContent).toBe(
      'One or more fields have an error. Please check and try again.',
    );
    expect(events.map((event) => event.type)).toContain('wpcf7invalid');
  });

  it('CF-011 CF-012 sends, shows sent, then resets and refills the form and returns to sent, with the original’s events', async () => {
    const calls = network(() =>
      json(answer('mail_sent', 'Thank you for your message. We will answer soon.')),
    );
    renderForm();
    await waitFor(() => expect(calls.refills()).toBe(1));
    fillIn();
    fireEvent.change(screen.getByLabelText('Your message *'), {
      target: { value: 'A question about the frame of this work, please.' },
    });
    const events = recordEvents();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    });
    await waitFor(() => expect(calls.refills()).toBe(2));
    await waitFor(() => expect(formElement().dataset.status).toBe('sent'));
    expect(formElement().classList.contains('sent')).toBe(true);

    const [request] = feedbackRequests(calls.fetch);
    expect(request?.url).toContain(
      `/api/rest/contact-form-7/v1/contact-forms/${ENQUIRY_FORM_ID}/feedback`,
    );
    const init = request?.init ?? {};
    const sent = init.body as FormData;
    expect(sent.get('your-name')).toBe('Ana Sousa');
    expect(sent.get('_wpcf7_unit_tag')).toBe(UNIT_TAG);
    expect(sent.get('_wpcf7_opened')).toBe('stamp-1');
    expect(new Headers(init.headers).get('x-wp-nonce')).toBe('rest-nonce-1');

    // Reset: the values are the form's starting ones again, the stamp a fresh one.
    expect((screen.getByLabelText('Your name *') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Your message *') as HTMLInputElement).value).toBe(PREFILLED);
    expect(
      (screen.getByRole('checkbox', { name: /privacy policy/ }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(formElement().querySelector<HTMLInputElement>('[name="_wpcf7_opened"]')?.value).toBe(
      'stamp-2',
    );
    expect(screen.getByRole('status').textContent).toContain(
      'Thank you for your message. We will answer soon.',
    );

    const types = events.map((event) => event.type);
    expect(types.filter((type) => type !== 'wpcf7statuschanged')).toEqual([
      'wpcf7beforesubmit',
      'wpcf7submit',
      'wpcf7mailsent',
      'wpcf7reset',
    ]);
    const statuses = events
      .filter((event) => event.type === 'wpcf7statuschanged')
      .map((event) => event.detail.status);
    expect(statuses).toEqual(['submitting', 'sent', 'resetting', 'sent']);
    const mailSent = events.find((event) => event.type === 'wpcf7mailsent')?.detail;
    expect(mailSent).toMatchObject({
      contactFormId: ENQUIRY_FORM_ID,
      pluginVersion: '6.0.6',
      contactFormLocale: 'en_US',
      unitTag: UNIT_TAG,
      containerPostId: PRODUCT_ID,
      status: 'sent',
      apiResponse: { status: 'mail_sent' },
    });
    expect(mailSent?.inputs).toContainEqual({ name: 'your-name', value: 'Ana Sousa' });
  });

  it('CF-047 CF-048 the submit carries the contactform token, though the form re-rendered after it was written', async () => {
    const calls = network(() => json(answer('mail_sent', 'Thank you for your message.')));
    const demo = demoContactForms[0];
    if (!demo) throw new Error('No demo contact form.');
    // The demo enquiry form as seeded: with its bot-check.
    const props = {
      form: publicContactFormOf({
        ...demo,
        definition: contactFormDefinitionSchema.parse(demo.definition),
      }),
    };
    const { rerender } = renderForm(props);
    await waitFor(() => expect(calls.refills()).toBe(1));
    fillIn();
    fireEvent.change(screen.getByLabelText('Your message *'), {
      target: { value: 'A question about the frame of this work, please.' },
    });
    const tokenField = () =>
      formElement().querySelector<HTMLInputElement>('[name="_wpcf7_recaptcha_response"]');
    // CF-047: the changes' run (after its debounce) writes the contactform token.
    await waitFor(() => expect(tokenField()?.value).toBe('token-for-contactform'), {
      timeout: 5000,
    });
    // Any later render of the form (a counter, a status) must leave the token where it is.
    rerender(
      <ContactForm
        form={props.form}
        containerPostId={PRODUCT_ID}
        occurrence={1}
        prefilledMessage={PREFILLED}
        action="/product/tide/"
      />,
    );
    expect(tokenField()?.value).toBe('token-for-contactform');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    });
    await waitFor(() => expect(formElement().dataset.status).toBe('sent'));
    const sent = feedbackRequests(calls.fetch)[0]?.init.body as FormData;
    // Typing and the submit's own status change re-rendered the form after the token was written.
    expect(sent.get('_wpcf7_recaptcha_response')).toBe('token-for-contactform');
  });

  it('CF-005 shows the server’s field errors of validation_failed next to their fields', async () => {
    network(() =>
      json(
        answer('validation_failed', 'One or more fields have an error.', {
          invalid_fields: [
            {
              field: 'your-email',
              message: 'That address cannot receive mail.',
              idref: null,
              error_id: `${UNIT_TAG}-ve-your-email`,
            },
          ],
        }),
      ),
    );
    renderForm();
    await waitFor(() => expect(wpcf7().className).toBe('wpcf7 js'));
    fillIn();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    });
    await waitFor(() => expect(formElement().dataset.status).toBe('invalid'));
    expect(
      screen
        .getByText('That address cannot receive mail.')
        .classList.contains('wpcf7-not-valid-tip'),
    ).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Email *'));
  });

  it.each([
    ['acceptance_missing', 'unaccepted', 'wpcf7unaccepted'],
    ['spam', 'spam', 'wpcf7spam'],
    ['mail_failed', 'failed', 'wpcf7mailfailed'],
  ])('CF-009 maps %s to the %s status and dispatches %s', async (server, status, event) => {
    network(() => json(answer(server, `The server said ${server}.`)));
    renderForm();
    await waitFor(() => expect(wpcf7().className).toBe('wpcf7 js'));
    const events = recordEvents();
    fillIn();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    });
    await waitFor(() => expect(formElement().dataset.status).toBe(status));
    expect(events.map((seen) => seen.type)).toContain(event);
    expect(screen.getByRole('status').textContent).toContain(`The server said ${server}.`);
  });

  it('CF-010 takes any other server status as a custom- status', async () => {
    network(() => json(answer('greylisted for now', 'Please wait.')));
    renderForm();
    await waitFor(() => expect(wpcf7().className).toBe('wpcf7 js'));
    fillIn();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    });
    await waitFor(() => expect(formElement().dataset.status).toBe('custom-greylisted-for-now'));
  });

  it.each([
    [
      'CF-029',
      'the network fails',
      () => Promise.reject(new TypeError('offline')),
      'You are probably offline.',
    ],
    [
      'CF-030',
      'the answer is not JSON',
      () => new Response('<html>', { status: 200 }),
      'The response is not a valid JSON response.',
    ],
    [
      'CF-031',
      'the server fails without words',
      () => new Response('', { status: 500 }),
      'An unknown error occurred.',
    ],
  ])('%s shows its text when %s, and the form is failed', async (_id, _case, reply, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network(reply);
    renderForm();
    await waitFor(() => expect(wpcf7().className).toBe('wpcf7 js'));
    fillIn();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    });
    await waitFor(() => expect(formElement().dataset.status).toBe('failed'));
    expect(screen.getByRole('status').textContent).toContain(text);
  });

  it('REST-002 a stale nonce is refreshed through rest-nonce and the enquiry is sent on the retry', async () => {
    const calls = network((call) =>
      call === 1
        ? json(
            {
              code: 'rest_cookie_invalid_nonce',
              message: 'Cookie check failed',
              data: { status: 403 },
            },
            { status: 403 },
          )
        : json(answer('mail_sent', 'Sent.')),
    );
    renderForm();
    await waitFor(() => expect(wpcf7().className).toBe('wpcf7 js'));
    fillIn();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    });
    await waitFor(() => expect(formElement().dataset.status).toBe('sent'));
    expect(calls.feedbackCalls()).toBe(2);
    const retry = feedbackRequests(calls.fetch)[1];
    expect(new Headers(retry?.init.headers).get('x-wp-nonce')).toBe('fresh-rest-nonce');
  });

  it('CF-027 counts the message down from its maximum and flags it too short or too long', async () => {
    network(() => json({}));
    renderForm();
    const message = screen.getByLabelText('Your message *');
    const counter = () => only<HTMLElement>('.wpcf7-character-count');
    expect(counter().dataset.currentValue).toBe(String(2000 - PREFILLED.length));
    fireEvent.change(message, { target: { value: 'Too short' } });
    expect(counter().classList.contains('too-short')).toBe(true);
    expect(counter().textContent).toContain('1991 characters left (at least 20)');
    fireEvent.change(message, { target: { value: 'x'.repeat(2001) } });
    expect(counter().classList.contains('too-long')).toBe(true);
    expect(counter().textContent).toContain('-1 characters left');
    expect(message.getAttribute('aria-describedby')).toContain(counter().id);
  });

  it('CF-015 does not start inside another form and reports that it is in the wrong place', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = network(() => json({}));
    render(
      <form aria-label="Outer">
        <ContactForm form={enquiryForm()} containerPostId={PRODUCT_ID} occurrence={1} />
      </form>,
    );
    expect(
      await screen.findByText('Error: This contact form is placed in the wrong place.'),
    ).toBeTruthy();
    expect(errors).toHaveBeenCalledWith('Error: This contact form is placed in the wrong place.');
    expect(wpcf7().className).toBe('wpcf7 no-js');
    expect(calls.refills()).toBe(0);
  });

  it('CF-016 does not start in a browser without String.replaceAll, and says so in the console', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const replaceAll = String.prototype.replaceAll;
    // @ts-expect-error -- an older browser, for this test only
    delete String.prototype.replaceAll;
    try {
      const calls = network(() => json({}));
      renderForm();
      expect(wpcf7().className).toBe('wpcf7 no-js');
      expect(errors.mock.calls[0]?.[0]).toMatch(/does not support/);
      expect(calls.refills()).toBe(0);
      expect(
        (screen.getByRole('button', { name: 'Send enquiry' }) as HTMLInputElement).disabled,
      ).toBe(false);
    } finally {
      String.prototype.replaceAll = replaceAll;
    }
  });

  it('shows a native post’s answer with the values kept and the stamp to send again with', () => {
    const html = renderToString(
      <ContactForm
        form={enquiryForm()}
        containerPostId={PRODUCT_ID}
        occurrence={1}
        prefilledMessage={PREFILLED}
        posted={{
          kind: 'contact-form',
          formId: ENQUIRY_FORM_ID,
          answer: answer(
            'aborted',
            'Please check your message and press the button again.',
          ) as never,
          values: { 'your-name': ['Ana Sousa'], 'your-message': ['My own words, kept.'] },
          openedStamp: 'stamp-native',
        }}
      />,
    );
    document.body.innerHTML = html;
    expect(formElement().dataset.status).toBe('aborted');
    expect((screen.getByLabelText('Your name *') as HTMLInputElement).value).toBe('Ana Sousa');
    expect((screen.getByLabelText('Your message *') as HTMLInputElement).value).toBe(
      'My own words, kept.',
    );
    expect(formElement().querySelector<HTMLInputElement>('[name="_wpcf7_opened"]')?.value).toBe(
      'stamp-native',
    );
    expect(formElement().querySelector('.wpcf7-response-output')?.textContent).toBe(
      'Please check your message and press the button again.',
    );
  });
});
