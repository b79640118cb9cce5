// @vitest-environment jsdom
import {
  popupContentSchema,
  popupSettingsSchema,
  type PagePopup,
  type PopupSettingsInput,
} from '@atelier/contracts/popups';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { popupWarning } from '@atelier/popups/popup-warnings';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PopupGate } from './popup-gate';
import { popupStart } from './popup-runtime';

// jsdom has no modal dialogs: showModal and close behave as the browser's (see popup-runtime.test).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
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
  document.body.innerHTML = '';
});

function popupOf(id: number, settings: Partial<PopupSettingsInput> = {}): PagePopup {
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
    content: popupContentSchema.parse({ kind: 'text', title: `Popup ${id}`, paragraphs: ['Hi.'] }),
    browserConditions: [[]],
  };
}

/** A trigger link, as the footer's "Make an enquiry" (its href is the page without popups). */
function triggerLink(id: number): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = '/contact/';
  link.className = `popmake-${id}`;
  link.textContent = `Open ${id}`;
  document.body.append(link);
  return link;
}

const dialogOf = (id: number) => document.getElementById(`pum-${id}`) as HTMLDialogElement | null;

function renderGate(popups: PagePopup[]) {
  return render(<PopupGate popups={popups} start={popupStart(popups, [])} />);
}

describe('popupStart', () => {
  it('POP-003 popups opened only by a click wait for it: their selectors, nothing at once', () => {
    expect(popupStart([popupOf(1), popupOf(2)], [])).toEqual({
      clickSelectors: [
        '.popmake-1',
        'a[href$="#popmake-1"]',
        '.popmake-popup-1',
        '.popmake-2',
        'a[href$="#popmake-2"]',
        '.popmake-popup-2',
      ],
      atOnce: false,
    });
  });

  it('POP-003 POP-018 a popup that opens by itself, or a warning to report, loads the runtime at once', () => {
    const delayed = popupOf(3, { triggers: [{ type: 'auto_open', settings: { delay: 500 } }] });
    expect(popupStart([popupOf(1), delayed], []).atOnce).toBe(true);
    const unknown = popupOf(4, { triggers: [{ type: 'on_full_moon' }] });
    expect(popupStart([unknown], []).atOnce).toBe(true);
    const serverWarning = popupWarning(1, 'condition', 'is_full_moon');
    expect(popupStart([popupOf(1)], [serverWarning]).atOnce).toBe(true);
  });
});

describe('the popup gate (issue 19)', () => {
  it('POP-003 the runtime is not on the page before a trigger is clicked; the first click opens its popup', async () => {
    const link = triggerLink(1);
    renderGate([popupOf(1)]);
    // Nothing of the runtime yet: no dialog drawn.
    expect(dialogOf(1)).toBeNull();
    link.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    // Held back: the link does not go to the contact page …
    expect(click.defaultPrevented).toBe(true);
    // … and the popup opens once the runtime has arrived.
    await waitFor(() => expect(dialogOf(1)?.open).toBe(true));
    expect(screen.getByRole('dialog', { name: 'Popup 1' })).toBe(dialogOf(1));
    expect(await screen.findByText('Hi.')).toBeTruthy();
  });

  it('POP-003 a click that is no trigger, or with a modifier key, is left alone', () => {
    const other = document.createElement('a');
    other.href = '/shop/';
    other.textContent = 'Shop';
    document.body.append(other);
    const link = triggerLink(1);
    renderGate([popupOf(1)]);
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    other.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
  });

  it('POP-003 POP-020 a held click whose popup may not open (its cookie is set) goes on as the plain link', async () => {
    document.cookie = 'pum-1=true; path=/';
    const link = triggerLink(1);
    renderGate([
      popupOf(1, { triggers: [{ type: 'click_open', settings: { cookie_name: ['pum-1'] } }] }),
    ]);
    const clicks: boolean[] = [];
    // Bubbling, after the capture listeners: whether each click still follows the link.
    link.addEventListener('click', (event) => {
      clicks.push(event.defaultPrevented);
      event.preventDefault(); // jsdom cannot navigate
    });
    fireEvent.click(link);
    // The first click was held; once the runtime knows the popup stays shut, it is sent again
    // and nobody holds it back.
    await waitFor(() => expect(clicks).toEqual([true, false]));
    expect(dialogOf(1)?.open).toBe(false);
  });

  it('POP-003 pointing at a trigger starts loading the runtime before the click', async () => {
    const link = triggerLink(1);
    renderGate([popupOf(1)]);
    fireEvent.pointerOver(link);
    await waitFor(() => expect(dialogOf(1)).not.toBeNull());
    expect(dialogOf(1)?.open).toBe(false);
    // From now on the runtime's own listener answers the click.
    fireEvent.click(link);
    await waitFor(() => expect(dialogOf(1)?.open).toBe(true));
  });

  it('POP-003 a popup that opens by itself has its runtime loaded with the page', async () => {
    renderGate([popupOf(5, { triggers: [{ type: 'auto_open', settings: { delay: 60_000 } }] })]);
    await waitFor(() => expect(dialogOf(5)).not.toBeNull());
    expect(dialogOf(5)?.open).toBe(false);
  });
});
