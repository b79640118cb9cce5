import type { PublicQuiz } from '@atelier/form-engine/quizzes/public-quiz';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';

/** FORM-001: the form AJAX endpoint a quiz posts to. */
export const QUIZ_ENDPOINT = '/api/ajax';

/** What a quiz page shows: the quiz as the browser may see it (no answers, no results). */
export interface PageQuiz {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly quiz: PublicQuiz;
}

/** A quiz as the page listing every quiz shows it: what it is about and how long it takes. */
export interface QuizSummary {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly kind: 'knowledge' | 'nowrong';
  readonly questions: number;
}

/** QUIZ-012: the quiz's lead form, its notifications left out (the server's business). */
export interface PageLeadForm {
  readonly id: number;
  readonly title: string;
  readonly definition: FormDefinition;
}

/**
 * A quiz posted natively (no JavaScript) and refused: the message, the questions and lead fields
 * to mark, and what the visitor chose and typed, so nothing is lost.
 */
export interface QuizPostOutcome {
  readonly message: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly chosen: Readonly<Record<string, number>>;
  readonly leadValues: Readonly<Record<string, FieldValue>>;
}
