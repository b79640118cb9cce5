import type { QuizSubmitData } from '@atelier/contracts/quizzes';
import type { PublicQuiz } from '@atelier/form-engine/quizzes/public-quiz';
import { useState, type Ref } from 'react';
import { QuizShare } from './quiz-share';

export interface QuizResultsProps {
  readonly quiz: PublicQuiz;
  readonly title: string;
  readonly data: QuizSubmitData;
  /** The result's absolute address, for sharing. */
  readonly shareUrl: string;
  readonly headingRef?: Ref<HTMLHeadingElement>;
  readonly idPrefix: string;
  /** Whether the page's script runs: the answers fold away behind their link only then. */
  readonly interactive: boolean;
}

/** `question-3-1` → 1: the answer index in the original's answer names. */
const indexOfAnswer = (questionId: string, name: string) =>
  Number(name.slice(questionId.length + 1));

/**
 * QUIZ-005…QUIZ-008: a finished quiz's results: the score and each question right or wrong with
 * its message (knowledge), or the result (nowrong); the view-answers link, share icons. Every
 * text is the server's plain text, shown as text.
 */
export function QuizResults(props: QuizResultsProps) {
  const { quiz, data, idPrefix, interactive, shareUrl, title, headingRef } = props;
  // Knowledge answers are the result itself; a personality quiz's fold away until asked for.
  const [answersShown, setAnswersShown] = useState(data.type === 'knowledge' || !interactive);
  const answersId = `${idPrefix}-answers`;
  const headingId = `${idPrefix}-result-title`;
  const summary =
    data.type === 'knowledge'
      ? `I got ${data.score.correct} of ${data.score.total} in “${title}” at Atelier.`
      : `My result in “${title}” at Atelier: ${data.result.title}.`;
  return (
    <section className="quiz-results" aria-labelledby={headingId}>
      {data.type === 'knowledge' ? (
        <>
          <h2 className="quiz-results__title" id={headingId} tabIndex={-1} ref={headingRef}>
            You got {data.score.correct} of {data.score.total} right
          </h2>
          <p className="quiz-results__text">{data.finalText}</p>
        </>
      ) : (
        <div className="quiz-result-card">
          {data.result.image && (
            <img
              className="quiz-result-card__image"
              src={data.result.image.src}
              alt={data.result.image.alt}
            />
          )}
          <p className="eyebrow">Your result</p>
          <h2 className="quiz-results__title" id={headingId} tabIndex={-1} ref={headingRef}>
            {data.result.title}
          </h2>
          {data.result.description !== '' && (
            <p className="quiz-results__text">{data.result.description}</p>
          )}
          {data.result.link && (
            <p>
              <a className="button button--ghost" href={data.result.link.href}>
                {data.result.link.label}
              </a>
            </p>
          )}
        </div>
      )}
      {data.lead_stored && (
        // QUIZ-012: the lead was stored with the result; the mail is queued (the address is not shown).
        <p className="quiz-results__mailed">A copy of this result is on its way to your inbox.</p>
      )}
      <p className="quiz-results__links">
        <a
          href={`#${answersId}`}
          className="quiz-results__view-answers"
          aria-controls={answersId}
          aria-expanded={interactive ? answersShown : undefined}
          onClick={(event) => {
            if (!interactive) return;
            event.preventDefault();
            setAnswersShown(true);
            requestAnimationFrame(() => document.getElementById(answersId)?.focus());
          }}
        >
          {quiz.settings.view_answers_label}
        </a>
      </p>
      {quiz.settings.share && <QuizShare url={shareUrl} message={summary} />}
      <section
        className="quiz-answers"
        id={answersId}
        tabIndex={-1}
        hidden={!answersShown}
        aria-label="Your answers"
      >
        <h3 className="quiz-answers__title">Your answers</h3>
        <ol className="quiz-answers__list">
          {quiz.questions.map((question) => {
            const chosen = data.chosen[question.id];
            const chosenTitle = chosen === undefined ? '' : (question.answers[chosen]?.title ?? '');
            const outcome = data.type === 'knowledge' ? data.result[question.id] : undefined;
            const right = outcome?.answers
              .map((name) => question.answers[indexOfAnswer(question.id, name)]?.title ?? '')
              .join(', ');
            return (
              <li
                key={question.id}
                className={`quiz-answer${outcome ? (outcome.isCorrect ? ' quiz-answer--right' : ' quiz-answer--wrong') : ''}`}
              >
                <p className="quiz-answer__question">{question.title}</p>
                <p className="quiz-answer__chosen">
                  {outcome && (
                    <span className="quiz-answer__mark">
                      {outcome.isCorrect ? 'Right' : 'Wrong'}:{' '}
                    </span>
                  )}
                  Your answer: {chosenTitle}
                </p>
                {/* The right answer, unless the question's own message already names it. */}
                {outcome && !outcome.isCorrect && right && !outcome.message.includes(right) && (
                  <p className="quiz-answer__right">Right answer: {right}</p>
                )}
                {outcome && outcome.message !== '' && (
                  <p className="quiz-answer__message">{outcome.message}</p>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </section>
  );
}
