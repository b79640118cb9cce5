import type { QuizAnswers } from './quiz-answers';
import type { KnowledgeQuiz, NowrongQuiz, NowrongResult, QuizDefinition } from './quiz-definition';

/*
 * Scoring (QUIZ-005): pure functions the server runs on every submit. The browser never decides
 * what is right or which result a visitor gets.
 */

/** One knowledge question's outcome, with the original's names. */
export interface QuestionOutcome {
  readonly isCorrect: boolean;
  /** The question's right or wrong message, placeholders filled in (plain text). */
  readonly message: string;
  /** The chosen answer as the original names it: `<question id>-<index>`. */
  readonly answer: string;
  /** The right answer(s), named the same way. */
  readonly answers: readonly string[];
}

export interface KnowledgeOutcome {
  readonly type: 'knowledge';
  readonly correct: number;
  readonly total: number;
  /** The score band's closing text with `%YourNum%` and `%Total%` filled in. */
  readonly finalText: string;
  readonly questions: Readonly<Record<string, QuestionOutcome>>;
}

export interface NowrongOutcome {
  readonly type: 'nowrong';
  readonly result: NowrongResult;
}

export type QuizOutcome = KnowledgeOutcome | NowrongOutcome;

export const answerName = (questionId: string, index: number) => `${questionId}-${index}`;

const fill = (text: string, values: Readonly<Record<string, string>>) =>
  text.replace(/%(\w+)%/g, (tag, name: string) => values[name] ?? tag);

/** The final text of the band with the highest `min` not above the score. */
export function finalTextFor(quiz: KnowledgeQuiz, correct: number, total: number): string {
  let chosen: { min: number; text: string } | undefined;
  for (const band of quiz.final_texts) {
    if (band.min <= correct && (chosen === undefined || band.min > chosen.min)) chosen = band;
  }
  return fill(chosen?.text ?? '', { YourNum: String(correct), Total: String(total) });
}

/** A knowledge quiz's score: which questions were right, the total and the closing text. */
export function knowledgeScore(quiz: KnowledgeQuiz, answers: QuizAnswers): KnowledgeOutcome {
  const questions: Record<string, QuestionOutcome> = {};
  let correct = 0;
  for (const question of quiz.questions) {
    const pick = answers[question.id] ?? -1;
    const chosen = question.answers[pick];
    const right = question.answers.flatMap((answer, index) => (answer.correct ? [index] : []));
    const isCorrect = chosen?.correct === true;
    if (isCorrect) correct += 1;
    const values = {
      UserAnswer: chosen?.title ?? '',
      CorrectAnswer: right.map((index) => question.answers[index]?.title ?? '').join(', '),
    };
    questions[question.id] = {
      isCorrect,
      message: fill(isCorrect ? question.messages.correct : question.messages.incorrect, values),
      answer: answerName(question.id, pick),
      answers: right.map((index) => answerName(question.id, index)),
    };
  }
  const total = quiz.questions.length;
  return {
    type: 'knowledge',
    correct,
    total,
    finalText: finalTextFor(quiz, correct, total),
    questions,
  };
}

/**
 * A personality quiz's result: the result the most chosen answers point to; a tie goes to the
 * result listed first, as in the original.
 */
export function personalityResult(quiz: NowrongQuiz, answers: QuizAnswers): NowrongOutcome {
  const votes = new Map<string, number>();
  for (const question of quiz.questions) {
    const chosen = question.answers[answers[question.id] ?? -1];
    if (chosen) votes.set(chosen.result, (votes.get(chosen.result) ?? 0) + 1);
  }
  let winner = quiz.results[0] as NowrongResult;
  let most = -1;
  for (const result of quiz.results) {
    const count = votes.get(result.id) ?? 0;
    // Strictly more: an equal count later in the list does not take the place of an earlier one.
    if (count > most) {
      winner = result;
      most = count;
    }
  }
  return { type: 'nowrong', result: winner };
}

export function quizOutcome(quiz: QuizDefinition, answers: QuizAnswers): QuizOutcome {
  return quiz.kind === 'knowledge'
    ? knowledgeScore(quiz, answers)
    : personalityResult(quiz, answers);
}
