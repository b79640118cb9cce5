import { z } from 'zod';
import { FORM_NONCE_FIELD, formFlagSchema } from './forms';
import { databaseCount, databaseId } from './ids';

/**
 * Save-draft (DRAFT-001…DRAFT-011) on the wire, with the original form builder's names: a submit
 * carrying `save_draft` stores a draft instead of an entry; `previous_draft_id` names the draft a
 * form was opened from (a second save updates it, a real submit deletes it).
 */
export const FORM_DRAFT_FIELDS = {
  /** DRAFT-005: the draft flag on a submit. */
  flag: 'save_draft',
  /** DRAFT-006: the page a paged form was on when saved. */
  page: 'draft_page',
  /** The draft the form was opened from, or saved as before. */
  previousDraftId: 'previous_draft_id',
} as const;

/** The page address's query parameter that opens a draft: `/commission/?draft=<draft_id>`. */
export const DRAFT_QUERY_PARAMETER = 'draft';

/** DRAFT-005: the submit answer's `type` for a saved draft. */
export const SAVE_DRAFT_TYPE = 'save_draft';

/** DRAFT-009: the draft-email form's action on the form AJAX endpoint. */
export const DRAFT_EMAIL_ACTION = 'forminator_email_draft_link';

/** DRAFT-010: the draft-email form's address input, named as the original names it. */
export const DRAFT_EMAIL_FIELD = 'email-1';

/** A draft id as the server makes them: 22 URL-safe characters, accepted a little more widely. */
export const draftIdSchema = z
  .string({ error: 'is missing' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a draft link id');

/** Reads `save_draft` and friends off a submit body; absent or withheld flags mean a real submit. */
export const formDraftSubmitSchema = z.looseObject({
  [FORM_DRAFT_FIELDS.flag]: formFlagSchema.default(false),
  [FORM_DRAFT_FIELDS.page]: databaseCount.catch(0).default(0),
  [FORM_DRAFT_FIELDS.previousDraftId]: draftIdSchema.optional().catch(undefined),
});

/**
 * DRAFT-009: the draft-email form's multipart body. The address is checked by the handler with
 * the draft email rule (DRAFT-010), so a bad one is answered on the field rather than refused.
 * `draft_link` (the page the visitor saved on) is still accepted and never read: the server
 * builds the mailed link itself, from PUBLIC_URL and the form's own page.
 */
export const draftEmailRequestSchema = z.object({
  action: z.literal(DRAFT_EMAIL_ACTION),
  form_id: databaseId,
  draft_id: draftIdSchema,
  draft_link: z.string().max(2000).optional(),
  [DRAFT_EMAIL_FIELD]: z.string().max(320).default(''),
  [FORM_NONCE_FIELD]: z.string({ error: 'is missing' }),
});
export type DraftEmailRequest = z.infer<typeof draftEmailRequestSchema>;

/**
 * DRAFT-009: the answer. A refused address is `success: false` with the `field` to mark and its
 * `message`; otherwise `draft_mail_sent` says whether the mail was queued and
 * `draft_mail_message` what to tell the visitor (plain text).
 */
export const draftEmailAnswerSchema = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    data: z.object({
      message: z.string(),
      draft_mail_sent: z.boolean(),
      draft_mail_message: z.string(),
    }),
  }),
  z.object({
    success: z.literal(false),
    data: z.object({ field: z.string(), message: z.string() }),
  }),
]);
export type DraftEmailAnswer = z.infer<typeof draftEmailAnswerSchema>;
