/** Issue 21: the addresses of the studio's poll and quiz results. */
export const studioPollPath = (pollId: number) => `/studio/polls/${pollId}/`;
export const studioQuizPath = (quizId: number) => `/studio/quizzes/${quizId}/`;
export const studioQuizLeadsPath = (quizId: number) => `/studio/quizzes/${quizId}/leads/`;
export const studioQuizExportPath = (quizId: number) => `/studio/quizzes/${quizId}/export.csv`;
export const studioQuizLeadsExportPath = (quizId: number) => `/studio/quizzes/${quizId}/leads.csv`;

/** The largest id a PostgreSQL integer column holds. */
const ID_MAX = 2_147_483_647;

/**
 * A poll's or quiz's id from the address: a plain positive whole number that fits the id
 * column. Anything else (a word, a sign, a huge number) is no id, so the screen answers 404
 * rather than asking the database.
 */
export function resultsIdOf(text: string | undefined): number | undefined {
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= ID_MAX ? id : undefined;
}
