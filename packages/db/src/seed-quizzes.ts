import { demoQuizzes, type DemoQuiz } from '@atelier/demo-content/quizzes';
import {
  parseQuizDefinition,
  type QuizDefinitionInput,
} from '@atelier/form-engine/quizzes/quiz-definition';
import type { Database } from './connection';
import { quizRepository, type QuizWrite } from './repositories/quizzes';

/** A demo quiz checked before it reaches the database: the quiz schema names every problem. */
export function checkedDemoQuiz(quiz: DemoQuiz): QuizWrite {
  try {
    parseQuizDefinition(quiz.definition);
  } catch (error) {
    throw new Error(
      `The demo quiz ${quiz.id} (${quiz.slug}) is not a valid definition: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return {
    id: quiz.id,
    slug: quiz.slug,
    title: quiz.title,
    status: 'publish',
    // Stored as written; parseQuizDefinition above accepted it.
    definition: quiz.definition as QuizDefinitionInput,
  };
}

/**
 * Writes the demo quizzes by id (insert, or update when changed), like the demo forms: safe at
 * every start and from several processes. Answers the ids written.
 */
export async function seedDemoQuizzes(db: Database): Promise<number[]> {
  const checked = demoQuizzes.map(checkedDemoQuiz);
  const quizzes = quizRepository(db);
  const written: number[] = [];
  for (const quiz of checked) {
    if (await quizzes.upsert(quiz)) written.push(quiz.id);
  }
  return written;
}
