// @vitest-environment jsdom
import { demoForms } from '@atelier/demo-content/forms';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import {
  loadedFormIdentifierPrefix,
  loadedFormRuntime,
  readLoadedFormScript,
  type LoadedFormScript,
} from '@atelier/form-ui/loader/loaded-form-script';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderLoadedForm } from './render-form.server';

// React's act() needs to be told it runs in a test environment (testing-library does it elsewhere).
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const roots: Root[] = [];

// No server answers here: the contact form's bot-check (CF-046) asks for a challenge as soon as
// it hydrates, and that call must neither fail into another test's console nor reach anything.
beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
});

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

function payloadOf(definition: FormDefinition, overrides: Partial<LoadedFormScript> = {}) {
  return {
    formId: Number(definition.id),
    renderId: 0,
    nonce: 'n0nce-for-the-submit',
    endpoint: '/api/ajax',
    layout: 'default' as const,
    definition,
    ...overrides,
  };
}

/** Puts the server's markup in the page and hydrates it as the browser loader does. */
async function hydrateInBrowser(html: string, script: string) {
  const payload = readLoadedFormScript(script);
  if (!payload) throw new Error('The script is not a loaded form payload.');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const problems: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  try {
    await act(async () => {
      roots.push(
        hydrateRoot(container, loadedFormRuntime(payload), {
          identifierPrefix: loadedFormIdentifierPrefix(payload),
          onRecoverableError: (error) => problems.push(String(error)),
        }),
      );
    });
  } finally {
    consoleError.mockRestore();
  }
  return { container, problems };
}

describe('a loaded form rendered on the server', () => {
  it.each(demoForms.map((form) => [form.title, form.id] as const))(
    'LOAD-006 “%s” renders on the server and hydrates in the browser without a mismatch',
    async (_title, id) => {
      const stored = demoForms.find((form) => form.id === id);
      const definition = parseDefinition(stored?.definition);
      for (const layout of ['default', 'floating'] as const) {
        const { html, script } = renderLoadedForm(payloadOf(definition, { formId: id, layout }));
        const { container, problems } = await hydrateInBrowser(html, script);
        expect(problems).toEqual([]);
        const form = container.querySelector('form');
        expect(form?.dataset.formId).toBe(String(id));
        expect(form?.dataset.hydrated).toBe('true');
        act(() => roots.pop()?.unmount());
      }
    },
  );

  it('LOAD-004 the script is the JSON payload the markup was rendered from', () => {
    const definition = parseDefinition(demoForms[0]?.definition);
    const rendered = renderLoadedForm(payloadOf(definition, { layout: 'floating' }));
    expect(JSON.parse(rendered.script)).toEqual({
      form_id: 33568,
      render_id: 0,
      nonce: 'n0nce-for-the-submit',
      ajax_url: '/api/ajax',
      layout: 'floating',
      definition: JSON.parse(JSON.stringify(definition)),
    });
    const readBack = readLoadedFormScript(rendered.script);
    expect(readBack && renderLoadedForm(readBack)).toEqual(rendered);
  });

  it('SUB-001 the loaded markup posts to the form endpoint with its ids and submit nonce', () => {
    const definition = parseDefinition(demoForms[0]?.definition);
    const { html } = renderLoadedForm(payloadOf(definition, { renderId: 3 }));
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const form = holder.querySelector('form');
    const posted = Object.fromEntries(new FormData(form ?? undefined));
    expect(posted).toMatchObject({
      action: 'forminator_submit_form_custom-forms',
      form_id: String(definition.id),
      render_id: '3',
      forminator_nonce: 'n0nce-for-the-submit',
    });
    expect(holder.querySelector('#form-33568-3-text-1')).not.toBeNull();
  });

  it('LOAD-006 a payload the browser could not read is refused on the server', () => {
    const definition = parseDefinition(demoForms[0]?.definition);
    expect(() => renderLoadedForm(payloadOf(definition, { nonce: '' }))).toThrow(/could not read/);
  });
});
