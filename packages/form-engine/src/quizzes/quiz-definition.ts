import { z } from 'zod';

/*
 * A quiz as the owner defines it (issue 14, QUIZ, FORM-008): a knowledge quiz (right and wrong
 * answers, a score) or a personality quiz ("nowrong": every answer points to a result). Read by
 * the server before a quiz is stored and before one is scored; the browser only ever sees
 * `publicQuiz` of it (no right answers, no answer-to-result mapping).
 */

/** The original's question ids: `question-1`, `question-2`… */
export const QUIZ_QUESTION_ID = /^question-[1-9]\d{0,3}$/;
/** A nowrong result's id: a short lower-case name such as `result-1` or `calm-corner`. */
export const QUIZ_RESULT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const QUIZ_KINDS = ['knowledge', 'nowrong'] as const;
export type QuizKind = (typeof QUIZ_KINDS)[number];

/** ERR-016: the label of the button that shows the results once they are ready (QUIZ-007). */
export const VIEW_RESULTS_LABEL = 'View Results';
export const RETAKE_LABEL = 'Retake Quiz';
export const VIEW_ANSWERS_LABEL = 'View Answers';
export const START_LABEL = 'Start Quiz';

/** Owner text shown as text: one trimmed, non-empty line or paragraph, never markup. */
const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

/** A site path (`/images/…`) or an https address: never `javascript:` or a protocol-relative URL. */
const imageSchema = z.strictObject({
  src: z
    .string()
    .regex(
      /^(\/(?![/\\])|https:\/\/[^\s/?#]+)\S*$/,
      'must be a path of this site or an https address',
    )
    .max(2048),
  alt: z.string().max(300).default(''),
});
export type QuizImage = z.output<typeof imageSchema>;

const introSchema = z.strictObject({
  title: text(200),
  description: z.string().trim().max(2000).default(''),
  start_label: text(60).default(START_LABEL),
  image: imageSchema.optional(),
});

/** FORM-008, QUIZ-012: the lead form that goes with the quiz, first or last. */
const leadSchema = z
  .strictObject({
    hasLeads: z.boolean().default(false),
    /** The lead form's id in the forms table. */
    leads_id: z.number().int().positive().max(2_147_483_647).optional(),
    form_placement: z.enum(['beginning', 'end']).default('end'),
    /** QUIZ-014: the visitor may skip the lead form. */
    skip_form: z.boolean().default(true),
  })
  .refine((lead) => !lead.hasLeads || lead.leads_id !== undefined, {
    error: 'a quiz with leads needs leads_id (the lead form)',
    path: ['leads_id'],
  });
export type QuizLeadSettings = z.output<typeof leadSchema>;

const settingsSchema = z.strictObject({
  /** DEC-16: share icons on the results. */
  share: z.boolean().default(true),
  retake_label: text(60).default(RETAKE_LABEL),
  view_results_label: text(60).default(VIEW_RESULTS_LABEL),
  view_answers_label: text(60).default(VIEW_ANSWERS_LABEL),
  lead: leadSchema.default({ hasLeads: false, form_placement: 'end', skip_form: true }),
});

const knowledgeAnswerSchema = z.strictObject({
  title: text(300),
  correct: z.boolean().default(false),
  image: imageSchema.optional(),
});

/**
 * The message after a knowledge question: `%UserAnswer%` and `%CorrectAnswer%` are filled in with
 * the chosen and the right answers' titles, as the original's messages are.
 */
const knowledgeQuestionSchema = z.strictObject({
  id: z.string().regex(QUIZ_QUESTION_ID, 'must be like question-1'),
  title: text(500),
  image: imageSchema.optional(),
  answers: z.array(knowledgeAnswerSchema).min(2).max(20),
  messages: z
    .strictObject({
      correct: z.string().trim().max(1000).default('Correct!'),
      incorrect: z.string().trim().max(1000).default('Wrong! The right answer: %CorrectAnswer%'),
    })
    .default({ correct: 'Correct!', incorrect: 'Wrong! The right answer: %CorrectAnswer%' }),
});

const nowrongAnswerSchema = z.strictObject({
  title: text(300),
  result: z.string().regex(QUIZ_RESULT_ID, 'must name a result'),
  image: imageSchema.optional(),
});

const nowrongQuestionSchema = z.strictObject({
  id: z.string().regex(QUIZ_QUESTION_ID, 'must be like question-1'),
  title: text(500),
  image: imageSchema.optional(),
  answers: z.array(nowrongAnswerSchema).min(2).max(20),
});

const nowrongResultSchema = z.strictObject({
  id: z.string().regex(QUIZ_RESULT_ID, 'must be a short lower-case name'),
  title: text(200),
  description: z.string().trim().max(4000).default(''),
  image: imageSchema.optional(),
  /** Where the result leads on the site (a shop category, a print): a path of this site. */
  link: z
    .strictObject({
      href: z.string().regex(/^\/(?![/\\])\S*$/, 'must be a path of this site'),
      label: text(120),
    })
    .optional(),
});

/**
 * A knowledge quiz's closing text for a score band: the band with the highest `min` not above the
 * score wins. `%YourNum%` and `%Total%` are the score and the number of questions (the original's
 * placeholders).
 */
const finalTextSchema = z.strictObject({
  min: z.number().int().nonnegative(),
  text: text(1000),
});

/** Answers are posted as `answers[<question id>]`: two questions with one id could not be told apart. */
function requireUniqueQuestionIds(
  questions: readonly { id: string }[],
  context: z.RefinementCtx,
): void {
  if (new Set(questions.map((question) => question.id)).size === questions.length) return;
  context.addIssue({ code: 'custom', path: ['questions'], message: 'question ids must be unique' });
}

const knowledgeQuizSchema = z
  .strictObject({
    kind: z.literal('knowledge'),
    intro: introSchema,
    questions: z.array(knowledgeQuestionSchema).min(1).max(100),
    final_texts: z.array(finalTextSchema).min(1).max(20),
    settings: settingsSchema.default(settingsSchema.parse({})),
  })
  .superRefine((quiz, context) => {
    requireUniqueQuestionIds(quiz.questions, context);
    quiz.questions.forEach((question, index) => {
      if (!question.answers.some((answer) => answer.correct)) {
        context.addIssue({
          code: 'custom',
          path: ['questions', index, 'answers'],
          message: 'a knowledge question needs at least one correct answer',
        });
      }
    });
    if (!quiz.final_texts.some((band) => band.min === 0)) {
      context.addIssue({
        code: 'custom',
        path: ['final_texts'],
        message: 'one final text must start at 0, so every score has one',
      });
    }
  });

const nowrongQuizSchema = z
  .strictObject({
    kind: z.literal('nowrong'),
    intro: introSchema,
    questions: z.array(nowrongQuestionSchema).min(1).max(100),
    results: z.array(nowrongResultSchema).min(1).max(50),
    settings: settingsSchema.default(settingsSchema.parse({})),
  })
  .superRefine((quiz, context) => {
    requireUniqueQuestionIds(quiz.questions, context);
    const results = new Set(quiz.results.map((result) => result.id));
    if (results.size !== quiz.results.length) {
      context.addIssue({ code: 'custom', path: ['results'], message: 'result ids must be unique' });
    }
    quiz.questions.forEach((question, index) => {
      question.answers.forEach((answer, answerIndex) => {
        if (!results.has(answer.result)) {
          context.addIssue({
            code: 'custom',
            path: ['questions', index, 'answers', answerIndex, 'result'],
            message: `names no result of this quiz (${answer.result})`,
          });
        }
      });
    });
  });

export const quizDefinitionSchema = z.discriminatedUnion('kind', [
  knowledgeQuizSchema,
  nowrongQuizSchema,
]);

export type QuizDefinition = z.output<typeof quizDefinitionSchema>;
export type QuizDefinitionInput = z.input<typeof quizDefinitionSchema>;
export type KnowledgeQuiz = Extract<QuizDefinition, { kind: 'knowledge' }>;
export type NowrongQuiz = Extract<QuizDefinition, { kind: 'nowrong' }>;
export type KnowledgeQuestion = KnowledgeQuiz['questions'][number];
export type NowrongQuestion = NowrongQuiz['questions'][number];
export type NowrongResult = NowrongQuiz['results'][number];
export type QuizSettings = QuizDefinition['settings'];

/** A stored definition, read and checked; throws with every problem named. */
export function parseQuizDefinition(input: unknown): QuizDefinition {
  const parsed = quizDefinitionSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || '(quiz)'}: ${issue.message}`)
    .join('; ');
  throw new Error(`Invalid quiz definition: ${problems}`);
}
