import { randomBytes } from 'node:crypto';
import type { QuizDefinitionInput } from '@atelier/form-engine/quizzes/quiz-definition';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../connection';
import { storedDefinitions } from './stored-definitions';
import { formEntries, quizEntries, quizzes } from '../schema';
import type { FormStatus, NewFormEntry } from './forms';

/** A stored quiz, its definition as written (the caller parses it with the form engine). */
export interface QuizRecord {
  id: number;
  slug: string;
  title: string;
  status: FormStatus;
  definition: QuizDefinitionInput;
  updatedAt: Date;
}

export type QuizWrite = Omit<QuizRecord, 'updatedAt'>;

/** Who finished the quiz, as far as an entry records it: never the raw address. */
export interface QuizEntryVisitor {
  sessionId: string;
  ipHash: string;
  userAgent: string;
}

export interface NewQuizEntry extends QuizEntryVisitor {
  quizId: number;
  /** Question id → the chosen answer's index. */
  answers: Record<string, number>;
  /** What the server scored. */
  outcome: Record<string, unknown>;
  /** The lead form's entry, stored in the same transaction (QUIZ-012). */
  lead?: Omit<NewFormEntry, keyof QuizEntryVisitor>;
}

export interface QuizEntryRecord {
  id: number;
  quizId: number;
  token: string;
  answers: Record<string, number>;
  outcome: Record<string, unknown>;
  leadEntryId: number | null;
  createdAt: Date;
}

/** 144 random bits, URL-safe: a result address nobody can guess or count through. */
export const QUIZ_TOKEN_BYTES = 18;
export const newQuizToken = () => randomBytes(QUIZ_TOKEN_BYTES).toString('base64url');

export function quizRepository(db: Database) {
  const stored = storedDefinitions<QuizDefinitionInput>(db, quizzes);
  return {
    ...stored,

    /**
     * Stores a finished quiz under a new random token and, when the visitor left a lead, the
     * lead's form entry with it, in one transaction: both are stored or neither is.
     */
    async addEntry(
      entry: NewQuizEntry,
    ): Promise<{ id: number; token: string; leadEntryId: number | null }> {
      const { lead, ...quizEntry } = entry;
      const visitor = {
        sessionId: entry.sessionId,
        ipHash: entry.ipHash,
        userAgent: entry.userAgent,
      };
      return db.transaction(async (tx) => {
        let leadEntryId: number | null = null;
        if (lead) {
          const [stored] = await tx
            .insert(formEntries)
            .values({ ...lead, ...visitor })
            .returning({ id: formEntries.id });
          if (!stored) throw new Error(`The lead entry for quiz ${entry.quizId} was not stored.`);
          leadEntryId = stored.id;
        }
        const token = newQuizToken();
        const [row] = await tx
          .insert(quizEntries)
          .values({ ...quizEntry, token, leadEntryId })
          .returning({ id: quizEntries.id });
        if (!row) throw new Error(`The entry for quiz ${entry.quizId} was not stored.`);
        return { id: row.id, token, leadEntryId };
      });
    },

    /** A stored result by its quiz and token; undefined for any other pair. */
    async findEntry(quizId: number, token: string): Promise<QuizEntryRecord | undefined> {
      const [row] = await db
        .select({
          id: quizEntries.id,
          quizId: quizEntries.quizId,
          token: quizEntries.token,
          answers: quizEntries.answers,
          outcome: quizEntries.outcome,
          leadEntryId: quizEntries.leadEntryId,
          createdAt: quizEntries.createdAt,
        })
        .from(quizEntries)
        .where(and(eq(quizEntries.quizId, quizId), eq(quizEntries.token, token)));
      return row;
    },
  };
}

export type QuizRepository = ReturnType<typeof quizRepository>;
