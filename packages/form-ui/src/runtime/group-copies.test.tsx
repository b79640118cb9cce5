// @vitest-environment jsdom
import { fixedClock } from '@atelier/form-engine/conditions/clock';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateFromServer } from '../testing/render';
import { FormRuntime, type FormRuntimeProps } from './form-runtime';
import { copyLimitText } from './group-copies';
import { FormRuntimeController } from './use-form-runtime';

const clock = fixedClock({ year: 2026, month: 1, day: 15 });
const REQUIRED = 'Please enter the guest name.';

/** A booking form: a repeatable group of guests (at most two copies) and a total over every copy. */
const bookingForm: FormDefinition = parseDefinition({
  id: 950,
  fields: [
    { id: 'group-1', type: 'group', label: 'Guests', repeater: true, max_copies: 2 },
    { id: 'text-1', type: 'text', label: 'Guest name', required: true, group: 'group-1' },
    { id: 'number-1', type: 'number', label: 'Tickets', group: 'group-1' },
    {
      id: 'html-1',
      type: 'html',
      label: 'Note',
      content: '<p>One line per guest.</p>',
      group: 'group-1',
    },
    { id: 'calculation-1', type: 'calculation', label: 'Total tickets', formula: '{number-1-*}' },
  ],
  settings: {
    inline_validation: true,
    calcs_memoize_time: 0,
    messages: { 'text-1': { required: REQUIRED } },
  },
});

/** The booking form's runtime as a page renders it, with `props` added. */
function bookingRuntime(props: Partial<FormRuntimeProps> = {}) {
  return (
    <FormRuntime
      definition={bookingForm}
      formId={950}
      nonce="n"
      endpoint="/api/ajax"
      clock={clock}
      {...props}
    />
  );
}

function renderBooking(answer?: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(
    answer ??
      (() => Promise.resolve(Response.json({ success: true, data: { message: 'Booked' } }))),
  );
  render(
    bookingRuntime({ fetch: fetchMock, navigator: { assign: vi.fn(), openInNewTab: vi.fn() } }),
  );
  return fetchMock;
}

const guests = () => screen.getByRole('group', { name: 'Guests' });
const copyBlock = (position: number) => screen.getByRole('group', { name: `Copy ${position}` });
/** Every block of the group, the original ("Copy 1") first. */
const copyBlocks = () => screen.queryAllByRole('group', { name: /^Copy \d+$/ });
const addButton = () => screen.getByRole('button', { name: 'Add another copy of Guests' });
const total = () => document.querySelector('output')?.textContent;
const announcement = () =>
  [...document.querySelectorAll('.fui-copies p[aria-live]')].map((node) => node.textContent);

function nameIn(block: HTMLElement): HTMLInputElement {
  return within(block).getByLabelText('Guest name', { exact: false });
}

function ticketsIn(block: HTMLElement): HTMLInputElement {
  return within(block).getByLabelText('Tickets');
}

/** Names the first guest, adds a copy, fills in what is given of it, and submits. */
async function submitWithCopy(copy: { readonly name?: string; readonly tickets?: string }) {
  fireEvent.change(screen.getByLabelText('Guest name', { exact: false }), {
    target: { value: 'Ana' },
  });
  fireEvent.click(addButton());
  if (copy.name !== undefined) {
    fireEvent.change(nameIn(copyBlock(2)), { target: { value: copy.name } });
  }
  if (copy.tickets !== undefined) {
    fireEvent.change(ticketsIn(copyBlock(2)), { target: { value: copy.tickets } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await flush();
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('repeatable group copies', () => {
  it('shows the group once, framed as "Copy 1", with "Add another"; adding a copy shows a "Copy 2" block under copy ids, focuses it and announces it', () => {
    renderBooking();
    expect(copyBlocks()).toEqual([copyBlock(1)]);
    expect(nameIn(copyBlock(1)).name).toBe('text-1');
    expect(within(copyBlock(1)).queryByRole('button', { name: /Remove/ })).toBeNull();
    fireEvent.click(addButton());
    const copy = copyBlock(2);
    expect(guests().contains(copy)).toBe(true);
    expect(nameIn(copy).name).toBe('text-1-2');
    expect(nameIn(copy).id).toBe('form-950-0-text-1-2');
    expect(ticketsIn(copy).name).toBe('number-1-2');
    // Only fields holding a value are copied: the note stays with the original.
    expect(screen.getAllByText('One line per guest.')).toHaveLength(1);
    expect(document.activeElement).toBe(nameIn(copy));
    expect(announcement()).toEqual(['Copy 2 of Guests added.']);
    expect(within(copy).getByRole('button', { name: 'Remove copy 2 of Guests' })).toBeTruthy();
  });

  it('DEC-02 {number-1-*} sums the original and every copy, live as copies are filled and removed', () => {
    renderBooking();
    fireEvent.change(screen.getAllByLabelText('Tickets')[0] as HTMLElement, {
      target: { value: '2' },
    });
    expect(total()).toBe('2.00');
    fireEvent.click(addButton());
    fireEvent.change(ticketsIn(copyBlock(2)), { target: { value: '3' } });
    expect(total()).toBe('5.00');
    fireEvent.click(addButton());
    fireEvent.change(ticketsIn(copyBlock(3)), { target: { value: '4' } });
    expect(total()).toBe('9.00');
    fireEvent.click(screen.getByRole('button', { name: 'Remove copy 2 of Guests' }));
    expect(total()).toBe('6.00');
    expect(ticketsIn(copyBlock(2)).value).toBe('4');
  });

  it('at max_copies "Add another" is disabled and says why; removing a copy enables it again', () => {
    renderBooking();
    fireEvent.click(addButton());
    fireEvent.click(addButton());
    expect(addButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(copyLimitText(2)).id).toBe(
      addButton().getAttribute('aria-describedby'),
    );
    expect(announcement()).toEqual([`Copy 3 of Guests added. ${copyLimitText(2)}`]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove copy 3 of Guests' }));
    expect(addButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText(copyLimitText(2))).toBeNull();
  });

  it('removing a copy moves focus to the previous block, or to the original for the first copy, and announces it', () => {
    renderBooking();
    fireEvent.click(addButton());
    fireEvent.click(addButton());
    fireEvent.click(screen.getByRole('button', { name: 'Remove copy 3 of Guests' }));
    expect(document.activeElement).toBe(nameIn(copyBlock(2)));
    expect(announcement()).toEqual(['Copy 3 of Guests removed.']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove copy 2 of Guests' }));
    expect(copyBlocks()).toEqual([copyBlock(1)]);
    expect(document.activeElement).toBe(screen.getByLabelText('Guest name', { exact: false }));
    expect(announcement()).toEqual(['Copy 2 of Guests removed.']);
  });

  it('SUB-001 a submit posts each copy as a field of its own', async () => {
    const fetchMock = renderBooking();
    await submitWithCopy({ name: 'Ben', tickets: '2' });
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('text-1')).toBe('Ana');
    expect(body.get('text-1-2')).toBe('Ben');
    expect(body.get('number-1-2')).toBe('2');
  });

  it('VAL-020 a required field left empty in a copy shows its error on the copy and gets focus', async () => {
    const fetchMock = renderBooking();
    await submitWithCopy({});
    expect(fetchMock).not.toHaveBeenCalled();
    const copyName = nameIn(copyBlock(2));
    expect(copyName.getAttribute('aria-invalid')).toBe('true');
    expect(within(copyBlock(2)).getByText(REQUIRED)).toBeTruthy();
    expect(screen.getAllByText(REQUIRED)).toHaveLength(1);
    expect(document.activeElement).toBe(copyName);
    fireEvent.change(copyName, { target: { value: 'Ben' } });
    expect(copyName.getAttribute('aria-invalid')).toBeNull();
  });

  it('SUB-011 server errors keyed by copy id attach to that copy', async () => {
    renderBooking(() =>
      Promise.resolve(
        Response.json({
          success: false,
          data: { message: 'Check the guests', errors: [{ 'number-1-2': 'Too many tickets.' }] },
        }),
      ),
    );
    await submitWithCopy({ name: 'Ben', tickets: '40' });
    const tickets = ticketsIn(copyBlock(2));
    expect(within(copyBlock(2)).getByText('Too many tickets.')).toBeTruthy();
    expect(tickets.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(tickets);
  });

  it('SUB-012 a refused native post renders its copies on the server with their values and errors, then hydrates without a mismatch', async () => {
    const element = bookingRuntime({
      initialValues: { 'text-1': 'Ana', 'text-1-2': '', 'number-1-2': '3', 'text-1-3': 'Cy' },
      initialErrors: { 'text-1-2': REQUIRED },
    });
    const { html, container, problems } = await hydrateFromServer(element);
    expect(problems).toEqual([]);
    // Without JavaScript the copies post as they are; adding and removing needs the script.
    expect(html).toContain('name="number-1-2"');
    expect(html).not.toContain('Add another');
    const copy2 = within(container).getByRole('group', { name: 'Copy 2' });
    expect(ticketsIn(copy2).value).toBe('3');
    expect(nameIn(copy2).getAttribute('aria-invalid')).toBe('true');
    expect(nameIn(within(container).getByRole('group', { name: 'Copy 3' })).value).toBe('Cy');
    expect(container.querySelector('output')?.textContent).toBe('3.00');
    // Two copies shown: the group is full once the script takes over.
    expect(
      within(container).getByRole('button', { name: 'Add another copy of Guests' }),
    ).toHaveProperty('disabled', true);
  });
});

describe('FormRuntimeController copies', () => {
  it('VAL-046 focus-out on a copy validates that copy only, not the original or other copies', () => {
    const runtime = new FormRuntimeController(bookingForm, { clock });
    const second = runtime.addCopy('group-1');
    const third = runtime.addCopy('group-1');
    expect([second, third]).toEqual([2, 3]);
    runtime.revalidate('text-1-3');
    expect(runtime.error('text-1-3')).toBe(REQUIRED);
    expect(runtime.error('text-1')).toBeUndefined();
    expect(runtime.error('text-1-2')).toBeUndefined();
  });

  it('a removed copy takes its values and errors with it; a reset removes every copy', () => {
    const runtime = new FormRuntimeController(bookingForm, { clock });
    runtime.addCopy('group-1');
    runtime.setValue('number-1-2', '5');
    runtime.revalidate('text-1-2');
    runtime.removeCopy('group-1', 2);
    expect(runtime.copyNumbers('group-1')).toEqual([]);
    expect(runtime.value('number-1-2')).toBeNull();
    expect(runtime.error('text-1-2')).toBeUndefined();
    expect(runtime.value('calculation-1')).toBe(0);
    runtime.addCopy('group-1');
    runtime.reset();
    expect(runtime.copyNumbers('group-1')).toEqual([]);
    expect(runtime.canAddCopy('group-1')).toBe(true);
  });

  it('a server error on a copy the page does not show opens that copy', () => {
    const runtime = new FormRuntimeController(bookingForm, { clock });
    expect(runtime.showServerErrors({ 'text-1-4': REQUIRED })).toBe('text-1-4');
    expect(runtime.copyNumbers('group-1')).toEqual([4]);
    expect(runtime.idsWithCopies('text-1')).toEqual(['text-1', 'text-1-4']);
  });
});
