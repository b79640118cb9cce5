// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_EVENTS, type LoadFormResult } from './load-form';
import { LoadedForm } from './loaded-form';
import { enquiryScript, jsonResponse, loadAnswer } from './testing';

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  Reflect.set(window, 'dtLocal', { ajaxurl: '/api/ajax', ajaxNonce: 'theme-ajax-nonce-001' });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'dtLocal');
  document.body.replaceChildren();
});

/** Answers each load with the form at the render id it asked for. */
function formServer() {
  return vi.fn<typeof fetch>(async (_url, init) => {
    const body = init?.body as URLSearchParams;
    const renderId = Number(body.get('render_id'));
    const layout = body.get('extra')?.includes('floating') ? 'floating' : 'default';
    return jsonResponse(loadAnswer({ script: enquiryScript({ renderId, layout }) }));
  });
}

/** A load whose answer arrives only when the test says so. */
function heldServer() {
  let release: (() => void) | undefined;
  const fetchMock = vi.fn<typeof fetch>(
    () =>
      new Promise((resolve) => {
        release = () => resolve(jsonResponse(loadAnswer()));
      }),
  );
  return { fetchMock, release: () => release?.() };
}

const flushLoads = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('<LoadedForm>', () => {
  it('LOAD-001 LOAD-006 loads the form by id with the theme settings’ address and nonce, and shows it live', async () => {
    const fetchMock = formServer();
    const settled = vi.fn<(result: LoadFormResult) => void>();
    const { container } = render(
      <LoadedForm formId={33568} fetch={fetchMock} onSettled={settled} />,
    );
    await flushLoads();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/ajax');
    const body = init?.body as URLSearchParams;
    expect(body.get('id')).toBe('33568');
    expect(body.get('nonce')).toBe('theme-ajax-nonce-001');

    const holder = container.querySelector<HTMLElement>('[data-form-loader="33568"]');
    expect(holder?.hasAttribute('aria-busy')).toBe(false);
    expect(within(holder as HTMLElement).getByLabelText(/Name/)).toBeDefined();
    expect(holder?.querySelector('form')?.dataset.hydrated).toBe('true');
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ ok: true }));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('FORM-011 asks for the layout it is given', async () => {
    const fetchMock = formServer();
    render(<LoadedForm formId={33568} layout="floating" fetch={fetchMock} />);
    await flushLoads();
    expect((fetchMock.mock.calls[0]?.[1]?.body as URLSearchParams).get('extra')).toBe(
      '{"layout":"floating"}',
    );
    expect(document.querySelector('.fui-field--floating')).not.toBeNull();
  });

  it('LOAD-006 two copies of a form, beside a server-rendered one, get render ids of their own', async () => {
    const onPage = document.createElement('div');
    onPage.innerHTML = loadAnswer().data.html; // render id 0, as a page would have rendered it
    document.body.append(onPage);
    const fetchMock = formServer();
    render(
      <>
        <LoadedForm formId={33568} fetch={fetchMock} />
        <LoadedForm formId={33568} fetch={fetchMock} />
      </>,
    );
    await flushLoads();
    const asked = fetchMock.mock.calls.map(([, init]) =>
      (init?.body as URLSearchParams).get('render_id'),
    );
    expect(asked).toEqual(['1', '2']);
    // Every control id on the page is unique.
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('LOAD-011 a failed load leaves the element empty and shows no message', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse(
        { success: false, data: { message: 'There is no published form with id 9.' } },
        404,
      ),
    );
    const errors: unknown[] = [];
    document.addEventListener(LOAD_EVENTS.error, (event) =>
      errors.push((event as CustomEvent).detail),
    );
    const { container } = render(<LoadedForm formId={9} fetch={fetchMock} />);
    await flushLoads();
    const holder = container.querySelector('[data-form-loader="9"]');
    expect(holder?.innerHTML).toBe('');
    expect(holder?.hasAttribute('aria-busy')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errors).toEqual([
      { reason: 'refused', status: 404, message: 'There is no published form with id 9.' },
    ]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('LOAD-007 unmounted mid-load, it cancels: the late answer renders nothing and nothing breaks', async () => {
    const { fetchMock, release } = heldServer();
    const after = vi.fn();
    const settled = vi.fn();
    const { container, unmount } = render(
      <LoadedForm formId={33568} fetch={fetchMock} onSettled={settled} />,
    );
    const holder = container.querySelector<HTMLElement>('[data-form-loader]');
    holder?.addEventListener(LOAD_EVENTS.after, after);
    unmount();
    release();
    await flushLoads();
    expect(after).toHaveBeenCalledTimes(1);
    expect(holder?.querySelector('form')).toBeNull();
    expect(settled).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('LOAD-006 unmounting a loaded form stops its runtime cleanly, also under StrictMode', async () => {
    const fetchMock = formServer();
    const { unmount } = render(
      <StrictMode>
        <LoadedForm formId={33568} fetch={fetchMock} />
      </StrictMode>,
    );
    await flushLoads();
    // StrictMode mounts twice: the first load is cancelled, the second shows the one form.
    expect(document.querySelectorAll('form')).toHaveLength(1);
    const holder = document.querySelector<HTMLElement>('[data-form-loader]');
    unmount();
    await flushLoads();
    // The element left the page with the component; the form's own root is gone from it too.
    expect(holder?.isConnected).toBe(false);
    expect(holder?.querySelector('form')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
