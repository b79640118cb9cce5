import { describe, expect, it } from 'vitest';
import {
  draftEmailAnswerSchema,
  draftEmailRequestSchema,
  draftIdSchema,
  formDraftSubmitSchema,
} from './form-drafts';

const DRAFT_ID = 'Ab3dEfGhIjKlMnOpQrStUv';

describe('save-draft on the wire', () => {
  it('DRAFT-005 DRAFT-006 a submit body gives its draft flag, page and continued draft, leaving the fields', () => {
    expect(
      formDraftSubmitSchema.parse({
        save_draft: 'true',
        draft_page: '2',
        previous_draft_id: DRAFT_ID,
        'text-1': 'Ana',
      }),
    ).toEqual({ save_draft: true, draft_page: 2, previous_draft_id: DRAFT_ID, 'text-1': 'Ana' });
    expect(formDraftSubmitSchema.parse({})).toEqual({ save_draft: false, draft_page: 0 });
    // A page or an id that cannot be ours is read as none, not as a refusal of the submit.
    expect(
      formDraftSubmitSchema.parse({ save_draft: '1', draft_page: '-1', previous_draft_id: 'x' }),
    ).toEqual({ save_draft: true, draft_page: 0 });
  });

  it('draft ids are URL-safe text of a sensible length', () => {
    expect(draftIdSchema.safeParse(DRAFT_ID).success).toBe(true);
    for (const bad of ['short', '../../etc/passwd', `${DRAFT_ID}<script>`, 'x'.repeat(65)]) {
      expect(draftIdSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('DRAFT-009 the draft-email request and both shapes of its answer', () => {
    const request = draftEmailRequestSchema.parse({
      action: 'forminator_email_draft_link',
      form_id: '33601',
      draft_id: DRAFT_ID,
      forminator_nonce: 'n',
    });
    expect(request).toMatchObject({ form_id: 33601, 'email-1': '' });
    expect(
      draftEmailAnswerSchema.safeParse({
        success: true,
        data: { message: 'Sent.', draft_mail_sent: true, draft_mail_message: 'Sent.' },
      }).success,
    ).toBe(true);
    expect(
      draftEmailAnswerSchema.safeParse({
        success: false,
        data: { field: 'email-1', message: 'Please enter a valid email address.' },
      }).success,
    ).toBe(true);
  });
});
