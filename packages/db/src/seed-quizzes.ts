import { demoQuizzes } from '@atelier/demo-content/quizzes';
import {
  parseQuizDefinition,
  type QuizDefinitionInput,
} from '@atelier/form-engine/quizzes/quiz-definition';
import type { Database } from './connection';
import { quizzes } from './schema';
import { seedDefinitions } from './seed-definitions';

/**
 * Writes the demo quizzes by id at every start, like the demo forms (run after them: a quiz's
 * lead form is one of them); an unchanged quiz is left alone.
 */
export const seedDemoQuizzes = (db: Database): Promise<number[]> =>
  seedDefinitions<QuizDefinitionInput>(db, quizzes, {
    noun: 'quiz',
    items: demoQuizzes,
    parse: parseQuizDefinition,
  });
