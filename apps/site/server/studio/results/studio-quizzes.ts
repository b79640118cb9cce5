import type { Database } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { keysetPage, type KeysetPage, type KeysetRequest } from '@atelier/db/repositories/keyset';
import { quizRepository } from '@atelier/db/repositories/quizzes';
import { formEntries, quizEntries, quizzes } from '@atelier/db/schema';
import {
  parseQuizDefinition,
  type QuizDefinition,
} from '@atelier/form-engine/quizzes/quiz-definition';
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';

export interface StudioQuizSummary {
  id: number;
  slug: string;
  title: string;
  status: 'publish' | 'draft';
  kind: QuizDefinition['kind'];
  entries: number;
}

/** How a quiz's entries came out: one row per score (knowledge) or per result (personality). */
export interface StudioQuizTotals {
  entries: number;
  /** Knowledge quizzes: the mean of right answers, one decimal; null without entries. */
  averageScore: number | null;
  /** Knowledge quizzes: the number of questions the score is out of. */
  outOf: number | null;
  distribution: { label: string; entries: number; percent: number }[];
}

/** A lead form's field as the studio shows it: its id in the entry and its label for people. */
export interface LeadField {
  id: string;
  label: string;
}

export interface StudioQuizEntry {
  id: number;
  createdAt: Date;
  /** "7 / 10" for a knowledge quiz, the result's title for a personality quiz. */
  outcome: string;
  score: number | null;
  result: string | null;
  leadName: string | null;
  leadEmail: string | null;
  /** The lead's answers by field id, as text (the leads view and its CSV). */
  lead: Record<string, string> | null;
}

export interface StudioQuiz {
  id: number;
  slug: string;
  title: string;
  status: 'publish' | 'draft';
  kind: QuizDefinition['kind'];
  /** The lead form's fields, in its order; empty when the quiz takes no leads. */
  leadFields: LeadField[];
  /** For the entries' outcome text: the result id → title of a personality quiz. */
  resultTitles: Record<string, string>;
}

/** A stored answer as one line of text: parts and lists joined, files by name. */
export function fieldText(value: FieldValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return (value as readonly unknown[])
      .map((item) =>
        typeof item === 'object' && item !== null && 'name' in item
          ? String((item as { name: unknown }).name)
          : String(item),
      )
      .join(', ');
  }
  return Object.values(value as Readonly<Record<string, string>>)
    .filter((part) => part !== '')
    .join(' ');
}

/** Fields that hold nothing a visitor typed (layout, page breaks, captchas). */
const NOT_ANSWERS = new Set(['page-break', 'group', 'html', 'section', 'captcha', 'hidden']);

const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;

/**
 * Issue 21: quiz results for the owner: the entries newest first with the lead who left their
 * name, the totals, and the leads alone. Entries page by key on `quiz_entries(quiz_id, id)`.
 */
export function studioQuizzes(db: Database) {
  const repository = quizRepository(db);
  const forms = formRepository(db);

  async function load(quizId: number): Promise<StudioQuiz | undefined> {
    const record = await repository.find(quizId);
    if (!record) return undefined;
    const definition = parseQuizDefinition(record.definition);
    const lead = definition.settings.lead;
    let leadFields: LeadField[] = [];
    if (lead.hasLeads && lead.leads_id !== undefined) {
      const form = await forms.find(lead.leads_id);
      if (form) {
        leadFields = parseDefinition(form.definition).fields.flatMap((field) =>
          NOT_ANSWERS.has(field.type) ? [] : [{ id: field.id, label: field.label ?? field.id }],
        );
      }
    }
    return {
      id: record.id,
      slug: record.slug,
      title: record.title,
      status: record.status,
      kind: definition.kind,
      leadFields,
      resultTitles:
        definition.kind === 'nowrong'
          ? Object.fromEntries(definition.results.map((result) => [result.id, result.title]))
          : {},
    };
  }

  /** The first lead field of each kind the lead form has: its name and its email. */
  function leadContact(quiz: StudioQuiz, values: Record<string, string> | null) {
    if (!values) return { leadName: null, leadEmail: null };
    const first = (prefix: string) =>
      quiz.leadFields.find((field) => field.id.startsWith(`${prefix}-`) && values[field.id]);
    const name = first('name') ?? first('text');
    const email = first('email');
    return {
      leadName: name ? (values[name.id] ?? null) : null,
      leadEmail: email ? (values[email.id] ?? null) : null,
    };
  }

  async function entries(
    quiz: StudioQuiz,
    request: KeysetRequest & { leadsOnly?: boolean },
  ): Promise<KeysetPage<StudioQuizEntry>> {
    const page = await keysetPage(quizEntries.id, request, ({ bound, order, limit }) =>
      db
        .select({
          id: quizEntries.id,
          createdAt: quizEntries.createdAt,
          outcome: quizEntries.outcome,
          leadValues: formEntries.values,
        })
        .from(quizEntries)
        .leftJoin(formEntries, eq(formEntries.id, quizEntries.leadEntryId))
        .where(
          and(
            eq(quizEntries.quizId, quiz.id),
            bound,
            request.leadsOnly ? isNotNull(quizEntries.leadEntryId) : undefined,
          ),
        )
        .orderBy(order)
        .limit(limit),
    );
    return {
      ...page,
      rows: page.rows.map((row) => {
        const lead = row.leadValues
          ? Object.fromEntries(
              quiz.leadFields.map((field) => [field.id, fieldText(row.leadValues?.[field.id])]),
            )
          : null;
        const outcome = row.outcome;
        const score = typeof outcome.correct === 'number' ? outcome.correct : null;
        const total = typeof outcome.total === 'number' ? outcome.total : null;
        const resultId =
          typeof outcome.result === 'object' && outcome.result !== null
            ? String((outcome.result as { id?: unknown }).id ?? '')
            : null;
        const result = resultId === null ? null : (quiz.resultTitles[resultId] ?? resultId);
        return {
          id: row.id,
          createdAt: row.createdAt,
          outcome: score === null ? (result ?? '—') : `${score} / ${total ?? '?'}`,
          score,
          result,
          ...leadContact(quiz, lead),
          lead,
        };
      }),
    };
  }

  return {
    load,
    entries,

    /** Every quiz with its number of entries (counted on the quiz_entries(quiz_id) index). */
    async list(): Promise<StudioQuizSummary[]> {
      const [records, counts] = await Promise.all([
        db
          .select({
            id: quizzes.id,
            slug: quizzes.slug,
            title: quizzes.title,
            status: quizzes.status,
            definition: quizzes.definition,
          })
          .from(quizzes)
          .orderBy(asc(quizzes.id)),
        db
          .select({ quizId: quizEntries.quizId, entries: count() })
          .from(quizEntries)
          .groupBy(quizEntries.quizId),
      ]);
      const entriesOf = new Map(counts.map((row) => [row.quizId, row.entries]));
      return records.map((record) => ({
        id: record.id,
        slug: record.slug,
        title: record.title,
        status: record.status,
        kind: record.definition.kind === 'nowrong' ? 'nowrong' : 'knowledge',
        entries: entriesOf.get(record.id) ?? 0,
      }));
    },

    /**
     * The quiz's totals in one grouped read of its entries: by score for a knowledge quiz, by
     * result for a personality quiz (results nobody got yet are listed with 0).
     */
    async totals(quiz: StudioQuiz): Promise<StudioQuizTotals> {
      const key =
        quiz.kind === 'knowledge'
          ? sql<string>`${quizEntries.outcome} ->> 'correct'`
          : sql<string>`${quizEntries.outcome} -> 'result' ->> 'id'`;
      const groups = await db
        .select({
          key,
          entries: count(),
          outOf: sql<string | null>`max(${quizEntries.outcome} ->> 'total')`,
        })
        .from(quizEntries)
        .where(eq(quizEntries.quizId, quiz.id))
        .groupBy(key)
        .orderBy(desc(count()));
      const entries = groups.reduce((sum, group) => sum + group.entries, 0);
      if (quiz.kind === 'knowledge') {
        const scored = groups
          .map((group) => ({ score: Number(group.key), entries: group.entries }))
          .filter((group) => Number.isFinite(group.score))
          .sort((a, b) => b.score - a.score);
        const sum = scored.reduce((total, group) => total + group.score * group.entries, 0);
        const outOf = groups.reduce((max, group) => Math.max(max, Number(group.outOf) || 0), 0);
        return {
          entries,
          averageScore: entries === 0 ? null : Math.round((sum * 10) / entries) / 10,
          outOf: entries === 0 ? null : outOf,
          distribution: scored.map((group) => ({
            label: `${group.score} / ${outOf}`,
            entries: group.entries,
            percent: percentOf(group.entries, entries),
          })),
        };
      }
      const byResult = new Map(groups.map((group) => [group.key, group.entries]));
      const known = Object.entries(quiz.resultTitles).map(([id, title]) => ({
        label: title,
        entries: byResult.get(id) ?? 0,
      }));
      const unknown = groups
        .filter((group) => !(group.key in quiz.resultTitles))
        .map((group) => ({ label: group.key || '(no result)', entries: group.entries }));
      return {
        entries,
        averageScore: null,
        outOf: null,
        distribution: [...known, ...unknown]
          .sort((a, b) => b.entries - a.entries)
          .map((row) => ({ ...row, percent: percentOf(row.entries, entries) })),
      };
    },
  };
}

export type StudioQuizzes = ReturnType<typeof studioQuizzes>;
