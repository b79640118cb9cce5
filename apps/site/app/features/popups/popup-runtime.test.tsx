// @vitest-environment jsdom
import {
  popupContentSchema,
  popupSettingsSchema,
  type PagePopup,
  type PopupContentInput,
  type PopupSettingsInput,
} from '@atelier/contracts/popups';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { uninstallPopupFormClient } from './popup-form-client';
import { PopupRuntime } from './popup-runtime';

// jsdom has no modal dialogs: showModal and close behave as the browser's (open attribute, the
// close event), focus moving in to the first control as HTML's dialog focusing steps say.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button:not([hidden]), input, a[href]')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
});

afterEach(() => {
  cleanup();
  uninstallPopupFormClient();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function popupOf(
  id: number,
  settings: Partial<PopupSettingsInput> = {},
  content: PopupContentInput = { kind: 'text', title: `Popup ${id}`, paragraphs: ['Hello.'] },
): PagePopup {
  return {
    id,
    slug: `popup-${id}`,
    title: `Popup ${id}`,
    settings: popupSettingsSchema.parse({
      id,
      slug: `popup-${id}`,
      animation_type: 'none',
      triggers: [{ type: 'click_open' }],
      ...settings,
    }),
    content: popupContentSchema.parse(content),
    browserConditions: [[]],
  };
}

function page(...links: number[]) {
  for (const id of links) {
    const link = document.createElement('a');
    link.href = '/contact/';
    link.className = `popmake-${id}`;
    link.textContent = `Open ${id}`;
    document.body.append(link);
  }
}

const dialogOf = (id: number) => document.getElementById(`pum-${id}`) as HTMLDialogElement;
const link = (id: number) => screen.getByText(`Open ${id}`, { selector: 'a' });

async function openByClick(id: number) {
  const opener = link(id);
  opener.focus();
  fireEvent.click(opener);
  await waitFor(() => expect(dialogOf(id).open).toBe(true));
  return opener;
}

describe('the popup runtime', () => {
  it('POP-003 POP-004 a click on .popmake-<id> opens the popup as a labelled modal dialog, focus inside', async () => {
    page(1);
    render(<PopupRuntime popups={[popupOf(1)]} />);
    expect(dialogOf(1).open).toBe(false);
    await openByClick(1);
    const dialog = screen.getByRole('dialog', { name: 'Popup 1' });
    expect(dialog).toBe(dialogOf(1));
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The text content's code is loaded on the first open.
    expect(await screen.findByText('Hello.')).toBeTruthy();
  });

  it('POP-006 Esc (27) closes when allowed and focus returns to the opener', async () => {
    page(1);
    const afterClose = vi.fn();
    render(<PopupRuntime popups={[popupOf(1, { close_on_esc_press: true })]} />);
    const opener = await openByClick(1);
    dialogOf(1).addEventListener('pumAfterClose', afterClose);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(dialogOf(1).open).toBe(false));
    expect(document.activeElement).toBe(opener);
    expect(afterClose).toHaveBeenCalledTimes(1);
  });

  it('POP-006 Esc and the browser cancel do nothing when close_on_esc_press is off; F4 (115) closes when allowed', async () => {
    page(1);
    render(
      <PopupRuntime
        popups={[popupOf(1, { close_on_esc_press: false, close_on_f4_press: true })]}
      />,
    );
    await openByClick(1);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape', keyCode: 27 });
    const cancel = new Event('cancel', { cancelable: true });
    dialogOf(1).dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialogOf(1).open).toBe(true);
    fireEvent.keyDown(document.activeElement as Element, { key: 'F4', keyCode: 115 });
    await waitFor(() => expect(dialogOf(1).open).toBe(false));
  });

  it('POP-006 F4 does not close when close_on_f4_press is off', async () => {
    page(1);
    render(<PopupRuntime popups={[popupOf(1, { close_on_f4_press: false })]} />);
    await openByClick(1);
    fireEvent.keyDown(document.activeElement as Element, { key: 'F4', keyCode: 115 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialogOf(1).open).toBe(true);
  });

  it('POP-006 a click on the overlay closes only when close_on_overlay_click allows; a click inside never does', async () => {
    page(1, 2);
    render(
      <PopupRuntime
        popups={[
          popupOf(1, { close_on_overlay_click: true }),
          popupOf(2, { close_on_overlay_click: false }),
        ]}
      />,
    );
    await openByClick(2);
    // jsdom lays nothing out: the dialog's box is empty, so (300, 300) is outside it.
    fireEvent.click(dialogOf(2), { clientX: 300, clientY: 300 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialogOf(2).open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialogOf(2).open).toBe(false));

    await openByClick(1);
    fireEvent.click(await within(dialogOf(1)).findByText('Hello.'), {
      clientX: 300,
      clientY: 300,
    });
    expect(dialogOf(1).open).toBe(true);
    fireEvent.click(dialogOf(1), { clientX: 300, clientY: 300 });
    await waitFor(() => expect(dialogOf(1).open).toBe(false));
  });

  it('POP-005 opening a popup closes the others unless it is stackable', async () => {
    page(1, 2, 3);
    render(<PopupRuntime popups={[popupOf(1), popupOf(2), popupOf(3, { stackable: true })]} />);
    await openByClick(1);
    await openByClick(2);
    await waitFor(() => expect(dialogOf(1).open).toBe(false));
    expect(dialogOf(2).open).toBe(true);
    // The stackable one opens over popup 2, which stays open.
    fireEvent.click(link(3));
    await waitFor(() => expect(dialogOf(3).open).toBe(true));
    expect(dialogOf(2).open).toBe(true);
  });

  it('POP-004 a pumBeforeOpen listener can prevent the opening; the link then works as a link', async () => {
    page(1);
    render(<PopupRuntime popups={[popupOf(1)]} />);
    const prevent = (event: Event) => event.preventDefault();
    dialogOf(1).addEventListener('pumBeforeOpen', prevent);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link(1).dispatchEvent(click);
    expect(dialogOf(1).open).toBe(false);
    expect(click.defaultPrevented).toBe(false);
    dialogOf(1).removeEventListener('pumBeforeOpen', prevent);
    const afterOpen = vi.fn();
    dialogOf(1).addEventListener('pumAfterOpen', afterOpen);
    await openByClick(1);
    await waitFor(() => expect(afterOpen).toHaveBeenCalledTimes(1));
  });

  it('POP-003 POP-020 an auto-open popup opens after its delay, sets its 30-day cookie on close, and stays shut while it is set', async () => {
    vi.useFakeTimers();
    const newsletter = popupOf(5, {
      triggers: [{ type: 'auto_open', settings: { delay: 4000, cookie_name: ['pum-5'] } }],
      cookies: [{ event: 'on_popup_close', settings: { name: 'pum-5', time: '30 days' } }],
    });
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    const first = render(<PopupRuntime popups={[newsletter]} />);
    await act(async () => vi.advanceTimersByTime(3900));
    expect(dialogOf(5).open).toBe(false);
    await act(async () => vi.advanceTimersByTime(200));
    expect(dialogOf(5).open).toBe(true);
    fireEvent.keyDown(dialogOf(5), { key: 'Escape', keyCode: 27 });
    await act(async () => vi.advanceTimersByTime(10));
    expect(dialogOf(5).open).toBe(false);
    expect(cookieWrites).toHaveBeenCalledWith(
      `pum-5=true; Max-Age=${30 * 24 * 3600}; path=/; SameSite=Lax`,
    );
    first.unmount();

    // The next page: the cookie keeps the delay trigger quiet.
    render(<PopupRuntime popups={[newsletter]} />);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(dialogOf(5).open).toBe(false);
  });

  it('POP-003 exit intent opens when the pointer leaves the window at the top; a scroll-depth popup opens once scrolled far enough', async () => {
    render(
      <PopupRuntime
        popups={[
          popupOf(21, { triggers: [{ type: 'exit_intent', settings: { top_sensitivity: 10 } }] }),
          popupOf(22, {
            stackable: true,
            triggers: [{ type: 'scroll_open', settings: { distance: '50%' } }],
          }),
        ]}
      />,
    );
    // Leaving into the page (a child element) or low on the screen is not exit intent.
    fireEvent.mouseOut(document.body, { clientY: 400, relatedTarget: null });
    fireEvent.mouseOut(document.body, { clientY: 0, relatedTarget: document.body });
    expect(dialogOf(21).open).toBe(false);
    fireEvent.mouseOut(document.body, { clientY: 2, relatedTarget: null });
    await waitFor(() => expect(dialogOf(21).open).toBe(true));

    // jsdom's document does not scroll: it has been seen whole at the first scroll event.
    expect(dialogOf(22).open).toBe(false);
    fireEvent.scroll(window);
    await waitFor(() => expect(dialogOf(22).open).toBe(true));
  });

  it('POP-022 open popups are repositioned 25 ms after the last resize', async () => {
    page(1);
    render(<PopupRuntime popups={[popupOf(1)]} />);
    await openByClick(1);
    vi.useFakeTimers();
    const repositioned = vi.fn();
    dialogOf(1).addEventListener('pumAfterReposition', repositioned);
    fireEvent(window, new Event('resize'));
    vi.advanceTimersByTime(20);
    fireEvent(window, new Event('resize'));
    vi.advanceTimersByTime(24);
    expect(repositioned).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(repositioned).toHaveBeenCalledTimes(1);
    expect(dialogOf(1).style.getPropertyValue('--pum-viewport-height')).toBe(
      `${window.innerHeight}px`,
    );
  });

  it('POP-003 browser conditions: a logged-in-only popup is not triggered for a visitor who is not signed in', async () => {
    page(1);
    const membersOnly = {
      ...popupOf(1),
      browserConditions: [[{ target: 'user_is_logged_in' as const, not: false }]],
    };
    render(<PopupRuntime popups={[membersOnly]} />);
    fireEvent.click(link(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialogOf(1).open).toBe(false);
    cleanup();
    document.body.innerHTML = '';
    document.cookie = 'atelier_signed_in=1; path=/';
    page(1);
    render(<PopupRuntime popups={[membersOnly]} />);
    await openByClick(1);
  });

  it('POP-018 unknown animation and trigger types are logged as warnings, and the popup still works', async () => {
    page(1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <PopupRuntime
        popups={[
          popupOf(1, {
            animation_type: 'spin',
            triggers: [{ type: 'click_open' }, { type: 'on_shake' }],
          }),
        ]}
      />,
    );
    expect(warn).toHaveBeenCalledWith(
      'Popup 1: Animation type "spin" does not exist and is ignored.',
    );
    expect(warn).toHaveBeenCalledWith(
      'Popup 1: Trigger type "on_shake" does not exist and is ignored.',
    );
    await openByClick(1);
  });

  it('popups whose kind has no renderer are not offered at all (no placeholder)', () => {
    page(7);
    render(
      <PopupRuntime
        popups={[popupOf(7, {}, { kind: 'contact-form', title: 'Enquiry', contactFormId: 33570 })]}
      />,
    );
    expect(document.getElementById('pum-7')).toBeNull();
  });

  it('POP-006 POP-008 a wpcf7mailsent event inside the popup closes it after close_on_form_submission_delay', async () => {
    page(8);
    function FakeContactForm() {
      return (
        <div className="wpcf7" data-testid="cf7">
          <p>Enquiry form</p>
        </div>
      );
    }
    render(
      <PopupRuntime
        popups={[
          popupOf(
            8,
            { close_on_form_submission: true, close_on_form_submission_delay: 100 },
            { kind: 'contact-form', title: 'Enquiry', contactFormId: 33570 },
          ),
        ]}
        contactFormRenderer={FakeContactForm}
      />,
    );
    await openByClick(8);
    const success = vi.fn();
    dialogOf(8).addEventListener('pumFormSuccess', success);
    screen.getByTestId('cf7').dispatchEvent(
      new CustomEvent('wpcf7mailsent', {
        bubbles: true,
        detail: { contactFormId: 33570, unitTag: 'wpcf7-f33570-o1' },
      }),
    );
    expect(dialogOf(8).open).toBe(true);
    await waitFor(() => expect(dialogOf(8).open).toBe(false));
    expect((success.mock.calls[0]?.[0] as CustomEvent).detail.payload).toEqual({
      formProvider: 'contactform7',
      formId: '33570',
      formInstanceId: 'wpcf7-f33570-o1',
      extras: {},
    });
  });

  it('the close button appears after close_button_delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    page(1);
    render(<PopupRuntime popups={[popupOf(1, { close_button_delay: 2 })]} />);
    fireEvent.click(link(1));
    await act(async () => vi.advanceTimersByTime(10));
    expect(dialogOf(1).open).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('the popup form client', () => {
  const viewing = (
    success = {
      openpopup: false,
      openpopup_id: 0,
      closepopup: true,
      closedelay: 100,
      redirect: '',
    },
  ) => popupOf(9, {}, { kind: 'viewing-request', title: 'Book a private viewing', success });

  function answerWith(body: unknown, status = 200) {
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const params = new URLSearchParams(String(init?.body ?? ''));
      if (params.get('action') === 'atelier_refresh_nonces')
        return Response.json({
          success: true,
          data: { ajaxNonce: 'n'.repeat(20), restNonce: 'r' },
        });
      return Response.json(body, { status });
    });
  }

  async function openForm() {
    page(9);
    await openByClick(9);
    return (await screen.findByRole('button', { name: 'Request a viewing' })).closest(
      'form',
    ) as HTMLFormElement;
  }

  it('POP-013 POP-015 POP-016 server errors appear beside their fields, the form is marked and the first field focused', async () => {
    const fetch = answerWith(
      {
        success: false,
        data: {
          message: 'Please correct the marked fields.',
          errors: [
            { field: 'viewing_name', message: 'Please enter your name.' },
            { field: 'viewing_date', message: 'Please choose a preferred date.' },
          ],
        },
      },
      400,
    );
    render(<PopupRuntime popups={[viewing()]} />);
    const form = await openForm();
    fireEvent.submit(form);
    const name = screen.getByLabelText(/Your name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Please enter your name.');
    expect(screen.getByLabelText(/Preferred date/).getAttribute('aria-invalid')).toBe('true');
    expect(form.classList.contains('pum-form--errors')).toBe(true);
    expect(document.activeElement).toBe(name);
    // Only the errors: the generic message is not shown besides them.
    expect(screen.queryByText('Please correct the marked fields.')).toBeNull();
    const sent = new URLSearchParams(String(fetch.mock.calls.at(-1)?.[1]?.body));
    expect(sent.get('action')).toBe('pum_form');
    expect(sent.get('pum_form_nonce')).toBe('n'.repeat(20));
    expect(sent.get('pum_form_popup_id')).toBe('9');
  });

  it('POP-015 errors naming no field of the form are shown as a list above the form', async () => {
    answerWith(
      { success: false, data: { errors: [{ message: 'This form is not available.' }] } },
      404,
    );
    render(<PopupRuntime popups={[viewing()]} />);
    const form = await openForm();
    fireEvent.submit(form);
    const list = await screen.findByRole('alert');
    expect(list.textContent).toBe('This form is not available.');
    expect(list.nextElementSibling).toBe(form);
  });

  it('POP-017 a failed request is only logged', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const params = new URLSearchParams(String(init?.body ?? ''));
      if (params.get('action') === 'atelier_refresh_nonces')
        return Response.json({
          success: true,
          data: { ajaxNonce: 'n'.repeat(20), restNonce: 'r' },
        });
      throw new TypeError('Failed to fetch');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PopupRuntime popups={[viewing()]} />);
    const form = await openForm();
    const before = form.parentElement?.innerHTML;
    fireEvent.submit(form);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(form.parentElement?.innerHTML).toBe(before);
    expect(dialogOf(9).open).toBe(true);
  });

  it('POP-010 POP-012 success shows the message, then closes the popup after closedelay and opens the next', async () => {
    answerWith({ success: true, data: { message: 'Thank you.', redirect: '' } });
    page(10);
    render(
      <PopupRuntime
        popups={[
          viewing({
            openpopup: true,
            openpopup_id: 10,
            closepopup: true,
            closedelay: 150,
            redirect: '',
          }),
          popupOf(10),
        ]}
      />,
    );
    const form = await openForm();
    fireEvent.submit(form);
    expect((await screen.findByRole('status')).textContent).toBe('Thank you.');
    expect(dialogOf(9).open).toBe(true);
    await waitFor(() => expect(dialogOf(9).open).toBe(false));
    await waitFor(() => expect(dialogOf(10).open).toBe(true));
  });

  it('POP-014 POP-020 a newsletter form posts pum_sub_form and sets the answer’s one-year cookie', async () => {
    const fetch = answerWith({
      success: true,
      data: {
        message: 'Please confirm by email.',
        cookie: { name: 'pum-11', expires: '1 year', sitewide: true },
        closepopup: false,
      },
    });
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    function FakeNewsletter() {
      return (
        <form className="pum-form pum-sub-form" data-settings='{"closepopup":false}'>
          <label>
            Email <input name="email" defaultValue="a@example.com" />
          </label>
          <button type="submit">Subscribe</button>
        </form>
      );
    }
    page(11);
    render(
      <PopupRuntime
        popups={[popupOf(11, {}, { kind: 'newsletter', title: 'Letter', consent: 'I agree.' })]}
        newsletterRenderer={FakeNewsletter}
      />,
    );
    await openByClick(11);
    fireEvent.submit(
      (await screen.findByRole('button', { name: 'Subscribe' })).closest('form') as HTMLFormElement,
    );
    await screen.findByText('Please confirm by email.');
    const sent = new URLSearchParams(String(fetch.mock.calls.at(-1)?.[1]?.body));
    expect(sent.get('action')).toBe('pum_sub_form');
    expect(sent.get('email')).toBe('a@example.com');
    expect(cookieWrites).toHaveBeenCalledWith(
      `pum-11=true; Max-Age=${365 * 24 * 3600}; path=/; SameSite=Lax`,
    );
    expect(dialogOf(11).open).toBe(true);
  });
});
