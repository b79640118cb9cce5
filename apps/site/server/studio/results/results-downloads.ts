import { z } from 'zod';
import { resultsIdOf } from '~/features/studio/results/results-paths';
import { ApiError } from '../../platform/http/api-errors';
import { everyRow, sendCsv, type CsvColumn } from '../csv-export';
import type { StudioDownload } from '../studio-routes';
import type { StudioQuiz, StudioQuizEntry, StudioQuizzes } from './studio-quizzes';

const quizParams = z.object({ quizId: z.string() });

/** The quiz an export's address names; 404 for an id no quiz has. */
async function quizOf(quizzes: StudioQuizzes, params: unknown): Promise<StudioQuiz> {
  const parsed = quizParams.safeParse(params);
  const id = parsed.success ? resultsIdOf(parsed.data.quizId) : undefined;
  const quiz = id === undefined ? undefined : await quizzes.load(id);
  if (!quiz) throw new ApiError(404, 'There is no such quiz.', 'quiz_not_found');
  return quiz;
}

/** The columns both exports start with: when, and how the quiz came out. */
function outcomeColumns(quiz: StudioQuiz): CsvColumn<StudioQuizEntry>[] {
  return [
    { header: 'Entry', value: (entry) => entry.id },
    { header: 'When (UTC)', value: (entry) => entry.createdAt },
    quiz.kind === 'knowledge'
      ? { header: 'Score', value: (entry) => entry.outcome }
      : { header: 'Result', value: (entry) => entry.result },
  ];
}

/**
 * Issue 21: a quiz's entries and its leads as CSV, streamed a keyset page at a time (never the
 * whole file in memory).
 */
export function resultsDownloads(quizzes: StudioQuizzes): StudioDownload[] {
  return [
    {
      path: '/studio/quizzes/:quizId/export.csv',
      handle: async (request, reply) => {
        const quiz = await quizOf(quizzes, request.params);
        return sendCsv<StudioQuizEntry>(reply, {
          name: `quiz-${quiz.slug}-entries.csv`,
          columns: [
            ...outcomeColumns(quiz),
            { header: 'Lead name', value: (entry) => entry.leadName },
            { header: 'Lead email', value: (entry) => entry.leadEmail },
          ],
          rows: everyRow((before, limit) => quizzes.entries(quiz, { before, limit })),
        });
      },
    },
    {
      path: '/studio/quizzes/:quizId/leads.csv',
      handle: async (request, reply) => {
        const quiz = await quizOf(quizzes, request.params);
        return sendCsv<StudioQuizEntry>(reply, {
          name: `quiz-${quiz.slug}-leads.csv`,
          columns: [
            ...outcomeColumns(quiz),
            ...quiz.leadFields.map((field): CsvColumn<StudioQuizEntry> => ({
              header: field.label,
              value: (entry) => entry.lead?.[field.id],
            })),
          ],
          rows: everyRow((before, limit) =>
            quizzes.entries(quiz, { before, limit, leadsOnly: true }),
          ),
        });
      },
    },
  ];
}
