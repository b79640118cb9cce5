import type { QuizDefinition, QuizImage, QuizKind, QuizSettings } from './quiz-definition';

/*
 * A quiz as the browser may see it (ADR 0013): the page is shared HTML anyone can read, so it
 * carries no `correct` flags, no answer-to-result mapping, no right/wrong messages (which may
 * name the right answer) and no closing texts. The server scores; the answer brings the outcome.
 */

export interface PublicQuizAnswer {
  readonly title: string;
  readonly image?: QuizImage;
}

export interface PublicQuizQuestion {
  readonly id: string;
  readonly title: string;
  readonly image?: QuizImage;
  readonly answers: readonly PublicQuizAnswer[];
}

export interface PublicQuiz {
  readonly kind: QuizKind;
  readonly intro: QuizDefinition['intro'];
  readonly questions: readonly PublicQuizQuestion[];
  readonly settings: QuizSettings;
}

const withImage = <T extends object>(item: T, image: QuizImage | undefined) =>
  image === undefined ? item : { ...item, image };

export function publicQuiz(quiz: QuizDefinition): PublicQuiz {
  return {
    kind: quiz.kind,
    intro: quiz.intro,
    settings: quiz.settings,
    questions: quiz.questions.map((question) =>
      withImage(
        {
          id: question.id,
          title: question.title,
          answers: question.answers.map((answer) =>
            withImage({ title: answer.title }, answer.image),
          ),
        },
        question.image,
      ),
    ),
  };
}
