import {
  QUIZ_SUBMIT_REQUEST_KEYS,
  quizPagePath,
  quizResultPath,
  QUIZ_RESULT_TOKEN,
  type QuizSubmitAnswer,
  type QuizSubmitData,
  type QuizSubmitRequest,
} from '@atelier/contracts/quizzes';
import type { Database } from '@atelier/db/connection';
import { quizRepository, type QuizRecord } from '@atelier/db/repositories/quizzes';
import { systemClock, type Clock } from '@atelier/form-engine/conditions/clock';
import { readQuizAnswers, type QuizAnswers } from '@atelier/form-engine/quizzes/quiz-answers';
import { parseQuizDefinition } from '@atelier/form-engine/quizzes/quiz-definition';
import { publicQuiz, type PublicQuiz } from '@atelier/form-engine/quizzes/public-quiz';
import { quizOutcome, type QuizOutcome } from '@atelier/form-engine/quizzes/quiz-score';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import { validateSubmission } from '@atelier/form-engine/validation/validate-submission';
import { parsedRows } from '../platform/parsed-rows';
import { QuizNotFound, QuizRefused, type LoadedQuiz, type QuizVisitor } from './loaded-quiz';
import type { QuizMailer } from './quiz-mail';

/** QUIZ-014: a quiz whose lead form may not be skipped, sent without it. */
export const LEAD_REQUIRED_MESSAGE = 'Please fill in the form to see your result.';

/** A lead form as the quizzes room needs it: a real form of the forms table. */
export interface LeadForm {
  id: number;
  status: 'publish' | 'draft';
  definition: FormDefinition;
}

/**
 * What the quizzes room asks of the forms room, handed over by the composition root (a server
 * room imports no other): the lead form, its fields read out of a submit as a custom form's
 * submit reads them, and the form's own notifications once its entry is stored.
 */
export interface LeadForms {
  load(id: number): Promise<LeadForm | undefined>;
  /** The lead form's fields in the submit body; throws an Error with a message for a hostile body. */
  fieldsOf(body: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /** Told of a stored lead entry; only queues and never throws. */
  entryStored?(
    formId: number,
    entry: { id: number; values: Record<string, unknown>; calculations: Record<string, number> },
    visitor: QuizVisitor,
  ): Promise<void>;
}

/** A stored result as its page shows it: the quiz as the browser may see it, and the outcome. */
export interface QuizResultView {
  quiz: LoadedQuiz;
  publicQuiz: PublicQuiz;
  data: QuizSubmitData;
}

function loadedQuiz(record: QuizRecord): LoadedQuiz {
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    status: record.status,
    definition: parseQuizDefinition(record.definition),
  };
}

/** QUIZ-005: the wire answer's data for an outcome, the same for a submit and a result page. */
export function quizAnswerData(
  quiz: LoadedQuiz,
  outcome: QuizOutcome,
  chosen: QuizAnswers,
  token: string,
  leadStored: boolean,
): QuizSubmitData {
  const common = {
    result_url: quizResultPath(quiz.slug, token),
    quiz_id: quiz.id,
    chosen: { ...chosen },
    lead_stored: leadStored,
  };
  if (outcome.type === 'knowledge') {
    return {
      type: 'knowledge',
      result: Object.fromEntries(
        Object.entries(outcome.questions).map(([id, question]) => [
          id,
          { ...question, answers: [...question.answers] },
        ]),
      ),
      finalText: outcome.finalText,
      score: { correct: outcome.correct, total: outcome.total },
      ...common,
    };
  }
  const { id, title, description, image, link } = outcome.result;
  return {
    type: 'nowrong',
    result: { id, title, description, ...(image ? { image } : {}), ...(link ? { link } : {}) },
    finalText: title,
    ...common,
  };
}

const REQUEST_KEYS = new Set(QUIZ_SUBMIT_REQUEST_KEYS);

/** The first value of a field of the given type the lead gave, as text. */
function leadText(
  definition: FormDefinition,
  values: Readonly<Record<string, FieldValue>>,
  type: string,
): string | undefined {
  for (const field of definition.fields) {
    const value = values[field.id];
    if (field.type === type && typeof value === 'string' && value.trim() !== '')
      return value.trim();
  }
  return undefined;
}

/**
 * Quizzes as data: loading a published quiz, taking its submits and showing stored results. The
 * server scores every submit with the form engine (the browser decides nothing that counts),
 * checks the lead with the lead form's own rules, stores the quiz entry and the lead's form
 * entry together, and mails the lead their result through the mail queue.
 */
export function quizzesService(
  db: Database,
  options: { leadForms: LeadForms; mailer: QuizMailer; clock?: Clock },
) {
  const repository = quizRepository(db);
  const clock = options.clock ?? systemClock;
  const { leadForms, mailer } = options;
  const remember = parsedRows(loadedQuiz);

  async function published(id: number): Promise<LoadedQuiz> {
    const quiz = remember(await repository.find(id));
    if (!quiz || quiz.status !== 'publish') throw new QuizNotFound(id);
    return quiz;
  }

  /** QUIZ-012…QUIZ-014: the lead's checked values, or undefined when there is (rightly) none. */
  async function checkedLead(quiz: LoadedQuiz, request: QuizSubmitRequest) {
    const lead = quiz.definition.settings.lead;
    if (!lead.hasLeads || lead.leads_id === undefined) return undefined;
    if (request.lead_skipped) {
      if (lead.skip_form) return undefined;
      throw new QuizRefused('lead_required', LEAD_REQUIRED_MESSAGE);
    }
    const form = await leadForms.load(lead.leads_id);
    if (!form || form.status !== 'publish') {
      throw new Error(`Quiz ${quiz.id} names lead form ${lead.leads_id}, which is not published.`);
    }
    let fields: Record<string, unknown>;
    try {
      const body = Object.fromEntries(
        Object.entries(request).filter(
          ([key]) => !REQUEST_KEYS.has(key) && !key.startsWith('answers'),
        ),
      );
      fields = leadForms.fieldsOf(body);
    } catch (error) {
      throw new QuizRefused(
        'invalid_submission',
        error instanceof Error ? error.message : 'The form data could not be read.',
      );
    }
    const result = validateSubmission(form.definition, fields, clock);
    if (!result.ok) {
      const whole = result.errors.find((error) => error.field === null);
      if (whole) throw new QuizRefused('invalid_submission', whole.message);
      throw new QuizRefused(
        'lead_invalid',
        form.definition.settings.general_messages.form_has_error,
        result.errors.flatMap((error) =>
          error.field === null ? [] : [{ [error.field]: error.message }],
        ),
      );
    }
    return { form, values: { ...result.values }, calculations: { ...result.calculations } };
  }

  return {
    /** A quiz by id, whatever its status; undefined when there is none. */
    async load(id: number): Promise<LoadedQuiz | undefined> {
      return remember(await repository.find(id));
    },

    async loadBySlug(slug: string): Promise<LoadedQuiz | undefined> {
      return remember(await repository.findBySlug(slug));
    },

    /** The published quizzes, for the page that lists them. */
    async listPublished(): Promise<LoadedQuiz[]> {
      const records = await repository.listPublished();
      return records.flatMap((record) => remember(record) ?? []);
    },

    /**
     * QUIZ-005, QUIZ-012: scores a submit and stores it (with its lead, in one transaction).
     * Throws QuizNotFound for a quiz that is not published, QuizRefused for unanswered
     * questions or a lead form not filled in as it must be.
     */
    async submit(request: QuizSubmitRequest, visitor: QuizVisitor): Promise<QuizSubmitAnswer> {
      const quiz = await published(request.form_id);
      const read = readQuizAnswers(quiz.definition, request);
      if (!read.ok) {
        throw new QuizRefused(
          'unanswered',
          read.message,
          read.errors.flatMap((error) =>
            error.question === null ? [] : [{ [error.question]: error.message }],
          ),
        );
      }
      const lead = await checkedLead(quiz, request);
      const outcome = quizOutcome(quiz.definition, read.answers);
      const stored = await repository.addEntry({
        quizId: quiz.id,
        answers: { ...read.answers },
        outcome: outcome as unknown as Record<string, unknown>,
        ...(lead
          ? { lead: { formId: lead.form.id, values: lead.values, calculations: lead.calculations } }
          : {}),
        ...visitor,
      });
      const data = quizAnswerData(quiz, outcome, read.answers, stored.token, lead !== undefined);
      if (lead && stored.leadEntryId !== null) {
        const entry = {
          id: stored.leadEntryId,
          values: lead.values,
          calculations: lead.calculations,
        };
        const to = leadText(lead.form.definition, lead.values, 'email');
        if (to !== undefined) {
          const name = leadText(lead.form.definition, lead.values, 'text');
          const mail = { quiz, outcome, resultPath: data.result_url, to, name, entryId: stored.id };
          await mailer.resultToLead(mail, visitor);
        }
        await leadForms.entryStored?.(lead.form.id, entry, visitor);
      }
      return { success: true, data };
    },

    /** QUIZ-009: a stored result by its quiz's slug and token; undefined for any other pair. */
    async result(slug: string, token: string): Promise<QuizResultView | undefined> {
      if (!QUIZ_RESULT_TOKEN.test(token)) return undefined;
      const quiz = remember(await repository.findBySlug(slug));
      if (!quiz || quiz.status !== 'publish') return undefined;
      const entry = await repository.findEntry(quiz.id, token);
      if (!entry) return undefined;
      const outcome = entry.outcome as unknown as QuizOutcome;
      // Whoever opens a shared result is not the one who left an address: the 'on its way to your
      // inbox' notice belongs to the submit's answer alone, and the page says nothing of a lead.
      const data = quizAnswerData(quiz, outcome, entry.answers, token, false);
      return { quiz, publicQuiz: publicQuiz(quiz.definition), data };
    },

    /** QUIZ-011, DEC-23: the address a retake or reload goes to: the quiz's own page. */
    async reloadAddress(pageId: number): Promise<string> {
      const quiz = await published(pageId);
      return quizPagePath(quiz.slug);
    },
  };
}

export type QuizzesService = ReturnType<typeof quizzesService>;
