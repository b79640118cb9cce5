import type { FormStatus } from '@atelier/db/repositories/forms';
import type { QuizDefinition } from '@atelier/form-engine/quizzes/quiz-definition';

// The quiz as the quizzes room passes it around, below the service, the mail and the actions.

export interface LoadedQuiz {
  id: number;
  slug: string;
  title: string;
  status: FormStatus;
  definition: QuizDefinition;
}

/** Who finished a quiz, as far as an entry records it: never the raw address. */
export interface QuizVisitor {
  sessionId: string;
  ipHash: string;
  userAgent: string;
}

export class QuizNotFound extends Error {
  override name = 'QuizNotFound';

  constructor(readonly quizId: number | string) {
    super('This quiz is not available any more. Please reload the page.');
  }
}

/**
 * A quiz submit refused in words: unanswered questions, a lead form not filled in as it must be.
 * `errors` are the custom form's field errors (SUB-002: one field id → message per item).
 */
export class QuizRefused extends Error {
  override name = 'QuizRefused';

  constructor(
    readonly code: 'unanswered' | 'lead_invalid' | 'lead_required' | 'invalid_submission',
    message: string,
    readonly errors: readonly Readonly<Record<string, string>>[] = [],
  ) {
    super(message);
  }
}
