import { describe, expect, it } from 'vitest';
import { readLoadedFormScript, writeLoadedFormScript } from './loaded-form-script';
import { enquiryForm, enquiryScript } from './testing';

describe('the loaded form payload (the answer’s script)', () => {
  it('LOAD-006 is JSON text that reads back to what was written', () => {
    const text = writeLoadedFormScript(enquiryScript({ renderId: 2, layout: 'floating' }));
    expect(JSON.parse(text)).toMatchObject({
      form_id: 33568,
      render_id: 2,
      nonce: 'submit-nonce-0123456',
      ajax_url: '/api/ajax',
      layout: 'floating',
    });
    expect(readLoadedFormScript(text)).toEqual(
      enquiryScript({ renderId: 2, layout: 'floating', definition: enquiryForm }),
    );
  });

  it('LOAD-006 anything else is not a payload: script code, broken JSON, missing or wrong keys', () => {
    const valid = JSON.parse(writeLoadedFormScript(enquiryScript())) as Record<string, unknown>;
    const broken = [
      'jQuery(".forminator-custom-form").forminatorFront({})',
      '{"form_id":',
      '[]',
      JSON.stringify({ ...valid, form_id: 0 }),
      JSON.stringify({ ...valid, render_id: -1 }),
      JSON.stringify({ ...valid, render_id: 1.5 }),
      JSON.stringify({ ...valid, nonce: '' }),
      JSON.stringify({ ...valid, ajax_url: 7 }),
      JSON.stringify({ ...valid, layout: 'compact' }),
      JSON.stringify({ ...valid, definition: { fields: 'text-1', settings: {} } }),
      JSON.stringify({ ...valid, definition: { fields: [] } }),
    ];
    for (const text of broken) expect(readLoadedFormScript(text)).toBeUndefined();
  });

  it('DRAFT-008 carries the form’s own page, where its draft links open; only a site path', () => {
    const text = writeLoadedFormScript(enquiryScript({ draftPage: '/framing-calculator/' }));
    expect(JSON.parse(text)).toMatchObject({ draft_page: '/framing-calculator/' });
    expect(readLoadedFormScript(text)?.draftPage).toBe('/framing-calculator/');
    for (const elsewhere of [
      'https://evil.test/',
      '//evil.test/',
      '/\\evil.test/',
      'javascript:alert(1)',
    ]) {
      const script = JSON.stringify({ ...JSON.parse(text), draft_page: elsewhere });
      expect(readLoadedFormScript(script)?.draftPage).toBeUndefined();
    }
  });
});
