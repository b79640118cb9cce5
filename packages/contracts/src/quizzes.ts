import { z } from 'zod';
import { FORM_NONCE_FIELD, formFlagSchema } from './forms';
import { databaseCount, databaseId } from './ids';

/**
 * The quiz calls on the form AJAX endpoint (QUIZ-005, QUIZ-011), with the original form builder's
 * action and field names (ADR 0013): fields our own client needs are added, never renamed.
 */
export const QUIZ_ACTIONS = {
  /** QUIZ-005: a finished quiz (and its lead, when one was given). */
  submit: 'forminator_submit_form_quizzes',
  /** QUIZ-011, DEC-23: the address to go to for a fresh start. */
  reload: 'forminator_reload_quiz',
} as const;

/** The field a visitor who skipped the lead form (QUIZ-014) sends along with the quiz. */
export const QUIZ_LEAD_SKIPPED_FIELD = 'lead_skipped';

/** The addresses of a quiz and of one stored result (QUIZ-009). */
export const quizPagePath = (slug: string) => `/quiz/${encodeURIComponent(slug)}/`;
export const quizResultPath = (slug: string, token: string) =>
  `/quiz/${encodeURIComponent(slug)}/result/${encodeURIComponent(token)}/`;

/** A result token: 22 or more URL-safe base64 characters (at least 128 random bits). */
export const QUIZ_RESULT_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * QUIZ-005: a quiz submit, form-serialised. Beside these keys the body holds the answers
 * (`answers[question-1]=<index>`) and, with a lead form, its fields by id (`text-1`…), which pass
 * through untouched: the server reads both against the stored quiz and lead form.
 */
export const quizSubmitRequestSchema = z
  .object({
    action: z.literal(QUIZ_ACTIONS.submit),
    form_id: databaseId,
    page_id: databaseCount.optional(),
    render_id: databaseCount.default(0),
    [FORM_NONCE_FIELD]: z.string({ error: 'is missing' }),
    /** QUIZ-014: the visitor skipped the lead form; the quiz is stored without a lead. */
    [QUIZ_LEAD_SKIPPED_FIELD]: formFlagSchema.default(false),
  })
  .catchall(z.unknown());
export type QuizSubmitRequest = z.infer<typeof quizSubmitRequestSchema>;

/** The request keys that are neither answers nor lead fields. */
export const QUIZ_SUBMIT_REQUEST_KEYS: readonly string[] = Object.keys(
  quizSubmitRequestSchema.shape,
);

/** QUIZ-005: one knowledge question's outcome, with the original's names. */
export const quizQuestionOutcomeSchema = z.object({
  isCorrect: z.boolean(),
  /** Plain text: the client shows it as text, never as markup. */
  message: z.string(),
  /** The chosen answer: `<question id>-<index>`. */
  answer: z.string(),
  /** The right answer(s), named the same way. */
  answers: z.array(z.string()),
});
export type QuizQuestionOutcome = z.infer<typeof quizQuestionOutcomeSchema>;

const imageSchema = z.object({ src: z.string(), alt: z.string() });

/** A personality quiz's result, as text (the original sends it as markup; we never do). */
export const quizPersonalityResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image: imageSchema.optional(),
  link: z.object({ href: z.string(), label: z.string() }).optional(),
});
export type QuizPersonalityResult = z.infer<typeof quizPersonalityResultSchema>;

const commonData = {
  /** QUIZ-009: the address that shows this result again, to whoever opens it. */
  result_url: z.string().min(1),
  /** Added: the quiz's id, and each question's chosen answer index (for "view answers"). */
  quiz_id: z.number().int().positive(),
  chosen: z.record(z.string(), z.number().int().nonnegative()),
  /** Added: whether a lead was stored with the result (QUIZ-012). */
  lead_stored: z.boolean(),
};

/** QUIZ-005: the answer to a quiz submit. Texts are plain text, never markup. */
export const quizSubmitAnswerSchema = z.object({
  success: z.literal(true),
  data: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('knowledge'),
      /** Question id → its outcome (the original's `result`). */
      result: z.record(z.string(), quizQuestionOutcomeSchema),
      /** The score band's closing text with the score filled in. */
      finalText: z.string(),
      /** Added: the score itself. */
      score: z.object({ correct: z.number().int(), total: z.number().int() }),
      ...commonData,
    }),
    z.object({
      type: z.literal('nowrong'),
      result: quizPersonalityResultSchema,
      /** The result's title, as a closing line. */
      finalText: z.string(),
      ...commonData,
    }),
  ]),
});
export type QuizSubmitAnswer = z.infer<typeof quizSubmitAnswerSchema>;
export type QuizSubmitData = QuizSubmitAnswer['data'];

/**
 * QUIZ-011, DEC-23: reloading a quiz. `pageId` names the page that hosts the quiz; every quiz here
 * has its own page, so it is the quiz's id. `nonce` is the form submit nonce.
 */
export const quizReloadRequestSchema = z
  .object({
    action: z.literal(QUIZ_ACTIONS.reload),
    pageId: databaseId,
    nonce: z.string({ error: 'is missing' }),
  })
  .catchall(z.unknown());
export type QuizReloadRequest = z.infer<typeof quizReloadRequestSchema>;

/** QUIZ-011: `html` is the address to replace the location with (at the top, and in `data`). */
export const quizReloadAnswerSchema = z.object({
  success: z.literal(true),
  html: z.string().min(1),
  data: z.object({ html: z.string().min(1) }),
});
export type QuizReloadAnswer = z.infer<typeof quizReloadAnswerSchema>;
