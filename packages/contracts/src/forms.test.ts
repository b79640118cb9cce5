import { describe, expect, it } from 'vitest';
import {
  FORM_ACTIONS,
  formLoadAnswerSchema,
  formLoadRequestSchema,
  formLoadScriptSchema,
  formSubmitAnswerSchema,
  formSubmitRequestSchema,
  formSuccessBehaviourSchema,
} from './forms';

describe('form calls on the wire', () => {
  it('SUB-001 SUB-013 a submit request reads its ids and flags and passes the form’s fields through', () => {
    const parsed = formSubmitRequestSchema.parse({
      action: FORM_ACTIONS.submit,
      form_id: '33568',
      page_id: '35954',
      forminator_nonce: 'abc',
      'text-1': 'Ana',
      'checkbox-1[]': ['a', 'b'],
    });
    expect(parsed).toEqual({
      action: 'forminator_submit_form_custom-forms',
      form_id: 33568,
      page_id: 35954,
      render_id: 0,
      forminator_nonce: 'abc',
      forminator_preview: false,
      'text-1': 'Ana',
      'checkbox-1[]': ['a', 'b'],
    });
    for (const [marker, preview] of [
      ['1', true],
      ['true', true],
      [true, true],
      ['0', false],
      ['', false],
      ['off', false],
    ] as const) {
      const request = { action: FORM_ACTIONS.submit, form_id: 1, forminator_nonce: 'n' };
      expect(
        formSubmitRequestSchema.parse({ ...request, forminator_preview: marker })
          .forminator_preview,
      ).toBe(preview);
    }
    expect(
      formSubmitRequestSchema.safeParse({ action: FORM_ACTIONS.submit, form_id: 'x' }).success,
    ).toBe(false);
  });

  it('SUB-002 a submit answer holds its data fields; errors are single-field maps', () => {
    const answer = {
      success: false,
      data: {
        message: 'Please correct the errors before submission.',
        errors: [{ 'text-1': 'The field is required.' }],
      },
    };
    expect(formSubmitAnswerSchema.parse(answer)).toEqual(answer);
    expect(
      formSubmitAnswerSchema.safeParse({
        success: false,
        data: { message: 'x', errors: [{ 'text-1': 'a', 'email-1': 'b' }] },
      }).success,
    ).toBe(false);
    const redirect = {
      success: true,
      data: {
        message: '',
        behav: 'behaviour-redirect',
        url: '/2025/06/18/',
        newtab: 'newtab_hide',
        fadeout: true,
        fadeout_time: 3000,
        entry_id: 7,
      },
    };
    expect(formSubmitAnswerSchema.parse(redirect)).toEqual(redirect);
  });

  it('SUB-007 SUB-008 SUB-009 a stored success behaviour defaults its tab and fadeout; redirects stay on http(s) or this site', () => {
    expect(
      formSuccessBehaviourSchema.parse({ behav: 'behaviour-redirect', url: '/2025/06/18/' }),
    ).toEqual({
      behav: 'behaviour-redirect',
      url: '/2025/06/18/',
      newtab: 'sametab',
      message: '',
      fadeout: false,
      fadeout_time: 5000,
    });
    for (const url of ['https://gallery.example/thanks', '/thanks/?a=1#top']) {
      expect(
        formSuccessBehaviourSchema.safeParse({ behav: 'behaviour-redirect', url }).success,
      ).toBe(true);
    }
    for (const url of ['//evil.example/', 'javascript:alert(1)', 'thanks', '']) {
      expect(
        formSuccessBehaviourSchema.safeParse({ behav: 'behaviour-redirect', url }).success,
      ).toBe(false);
    }
    expect(
      formSuccessBehaviourSchema.safeParse({ behav: 'behaviour-hide', message: '' }).success,
    ).toBe(false);
  });

  it('LOAD-001 LOAD-002 LOAD-003 the loader request reads its ids, flags and JSON fields and keeps page parameters', () => {
    expect(
      formLoadRequestSchema.parse({
        action: FORM_ACTIONS.load,
        id: '33601',
        render_id: '1',
        is_preview: 'false',
        preview_data: '[]',
        last_submit_data: '{"text-1":"Ana"}',
        extra: '{"layout":"floating"}',
        nonce: 'n',
        has_lead: 'true',
        leads_id: '5',
        utm_source: 'newsletter',
      }),
    ).toEqual({
      action: 'forminator_load_form',
      type: 'custom-form',
      id: 33601,
      render_id: 1,
      is_preview: false,
      preview_data: [],
      last_submit_data: { 'text-1': 'Ana' },
      extra: { layout: 'floating' },
      nonce: 'n',
      has_lead: true,
      leads_id: 5,
      utm_source: 'newsletter',
    });
    const minimal = { action: FORM_ACTIONS.load, id: 7, nonce: 'n' };
    // Text that only looks like JSON is kept as posted.
    expect(formLoadRequestSchema.parse({ ...minimal, extra: '{oops' }).extra).toBe('{oops');
    for (const [posted, type] of [
      ['custom-form', 'custom-form'],
      ['forminator_forms', 'custom-form'],
      ['forminator_polls', 'poll'],
      ['quiz', 'quiz'],
    ] as const) {
      expect(formLoadRequestSchema.parse({ ...minimal, type: posted }).type).toBe(type);
    }
    const wrongType = formLoadRequestSchema.safeParse({ ...minimal, type: 'survey' });
    expect(wrongType.error?.issues[0]?.message).toBe('must be one of custom-form, poll, quiz');
    expect(formLoadRequestSchema.safeParse({ action: FORM_ACTIONS.load, id: 7 }).success).toBe(
      false,
    );
    expect(formLoadRequestSchema.safeParse({ ...minimal, id: 'x' }).success).toBe(false);
  });

  it('LOAD-004 LOAD-005 the loader answer has its data keys; every asset has src, on and load', () => {
    const script = {
      form_id: 33601,
      render_id: 0,
      nonce: 'n',
      ajax_url: '/api/ajax',
      layout: 'default',
      definition: { fields: [{ id: 'text-1', type: 'text' }], settings: {} },
    };
    expect(formLoadScriptSchema.parse(script)).toEqual(script);
    const answer = {
      success: true,
      data: {
        is_ajax_load: true,
        html: '<form></form>',
        style: '',
        script: JSON.stringify(script),
        styles: {
          'forminator-form-ui': {
            src: '/assets/form-ui.css',
            on: 'document',
            load: 'forminator-form-ui-css',
          },
        },
        scripts: { 'intl-tel': { src: '/assets/phone.js', on: 'window', load: 'intlTelInput' } },
        options: {
          form_id: 33601,
          render_id: 0,
          form_type: 'custom-form',
          nonce: 'n',
          ajax_url: '/api/ajax',
          pagination_config: { 'pagination-labels': 'custom' },
          inline_validation: true,
        },
        lead_options: {},
      },
    };
    expect(formLoadAnswerSchema.parse(answer)).toEqual(answer);
    for (const asset of [{ src: '/a.js' }, { src: '/a.js', on: 'body', load: 'x' }]) {
      expect(
        formLoadAnswerSchema.safeParse({
          ...answer,
          data: { ...answer.data, scripts: { x: asset } },
        }).success,
      ).toBe(false);
    }
    const { pagination_config: _dropped, ...withoutPagination } = answer.data.options;
    expect(
      formLoadAnswerSchema.safeParse({
        ...answer,
        data: { ...answer.data, options: withoutPagination },
      }).success,
    ).toBe(false);
  });
});
