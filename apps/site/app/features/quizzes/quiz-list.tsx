import { Link } from 'react-router';
import type { QuizSummary } from './quiz-page';

const KIND_LABELS: Record<QuizSummary['kind'], string> = {
  knowledge: 'Test your knowledge',
  nowrong: 'No wrong answers',
};

const questionCount = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`;

/** The quizzes of `/quiz/`, each a card that says what it asks and how long it takes. */
export function QuizList({ quizzes }: { quizzes: readonly QuizSummary[] }) {
  if (quizzes.length === 0) {
    return <p className="lead">There is no quiz to take at the moment. Please come back soon.</p>;
  }
  return (
    <ul className="quiz-list">
      {quizzes.map((quiz) => (
        <li key={quiz.slug} className="quiz-list__item quiz-intro">
          <p className="eyebrow">{`${KIND_LABELS[quiz.kind]} · ${questionCount(quiz.questions)}`}</p>
          <h2 className="quiz-intro__title">
            <Link to={`/quiz/${encodeURIComponent(quiz.slug)}/`} className="quiz-list__link">
              {quiz.title}
            </Link>
          </h2>
          {quiz.description !== '' && <p className="quiz-intro__text">{quiz.description}</p>}
        </li>
      ))}
    </ul>
  );
}
