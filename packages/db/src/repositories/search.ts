import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../connection';
import { artists, images, portfolioProjects, posts, products } from '../schema';
import { imageColumns, type ImageRecord } from './catalogue';

/**
 * Site search over works, artists, journal entries and portfolio projects, with PostgreSQL
 * full-text search on both engines: the `search_vector` columns (schema.ts) are weighted
 * documents in the accent-folding English configuration `atelier_search` (migration 0005).
 */

export const SEARCH_KINDS = ['work', 'artist', 'journal', 'project'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The visitor's words beyond this length are not a search; the page answers 400. */
export const SEARCH_MAX_LENGTH = 200;

/** A piece of a title or snippet; `match` marks the visitor's words, found by ts_headline. */
export interface HighlightedPart {
  text: string;
  match: boolean;
}

export interface SearchHit {
  kind: SearchKind;
  slug: string;
  title: HighlightedPart[];
  /** Artist and medium, author and category, country, or project type and year. */
  context: string;
  snippet: HighlightedPart[];
  image: ImageRecord | null;
  rank: number;
}

export interface SearchGroup {
  kind: SearchKind;
  total: number;
  hits: SearchHit[];
}

/** Words AND-ed as prefixes at most: a longer query is pasted text, not a search. */
const MAX_PREFIX_TERMS = 12;

/**
 * The visitor's words as a prefix query, so 'lino' finds 'linocut' while they type: each word
 * a prefix (`word:*`), a word written `-word` excluded, joined with AND. Only letters and digits
 * reach to_tsquery, so none of its operators ('&|!:*()) can come from the visitor. Null when
 * nothing is left, or when the visitor quoted a phrase: a phrase asks for exact words, which
 * websearch_to_tsquery alone gives.
 */
export function prefixQuery(words: string): string | null {
  const normalized = words.normalize('NFC');
  if (normalized.includes('"')) return null;
  const terms: string[] = [];
  for (const chunk of normalized.split(/\s+/)) {
    if (/^or$/i.test(chunk)) continue; // websearch's OR operator, not a word to look for
    const excluded = chunk.startsWith('-');
    for (const piece of chunk.match(/[\p{L}\p{N}]+/gu) ?? []) {
      terms.push(excluded ? `!${piece}` : `${piece}:*`);
    }
  }
  const limited = terms.slice(0, MAX_PREFIX_TERMS);
  if (!limited.some((term) => !term.startsWith('!'))) return null;
  return limited.join(' & ');
}

/*
 * ts_headline marks matches with these private-use characters; any copy of them in the stored
 * text is removed first, so the split below can only find the marks PostgreSQL put there.
 */
const MARK_START = '\uE000';
const MARK_END = '\uE001';
const HEADLINE_SNIPPET = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=32, MinWords=14, MaxFragments=2, FragmentDelimiter=" … "`;
const HEADLINE_WHOLE = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;

/** Splits ts_headline output into plain and matched parts (rendered as text, never as HTML). */
export function splitHighlights(headline: string): HighlightedPart[] {
  const parts: HighlightedPart[] = [];
  for (const [index, piece] of headline.split(MARK_START).entries()) {
    const [matched, rest] = index === 0 ? [undefined, piece] : splitOnce(piece, MARK_END);
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}

const withoutMarks = (text: SQL) => sql`translate(${text}, ${MARK_START + MARK_END}, '')`;

/** The text of a jsonb array of strings (or of the `text` keys of an array of blocks). */
const jsonbText = (column: PgColumn, path = '$[*]') =>
  sql`(select string_agg(value, ' ') from jsonb_array_elements_text(jsonb_path_query_array(${column}, ${path}::jsonpath)))`;

export function searchRepository(db: Database) {
  return {
    /**
     * Every kind's best matches, best first, with each kind's total. Empty groups are kept
     * (with total 0) so the page can say where nothing was found.
     */
    async search(words: string, options: { perKind: number }): Promise<SearchGroup[]> {
      const trimmed = words.trim().slice(0, SEARCH_MAX_LENGTH);
      const prefix = prefixQuery(trimmed);
      const query = prefix
        ? sql`(websearch_to_tsquery('atelier_search', ${trimmed}) || to_tsquery('atelier_search', ${prefix}))`
        : sql`websearch_to_tsquery('atelier_search', ${trimmed})`;
      // Only stop words or punctuation give an empty query: it matches nothing, and this
      // constant condition (folded by the planner) keeps PostgreSQL from a notice per row.
      const matches = (document: SQL) => sql`numnode(${query}) > 0 and ${document} @@ ${query}`;
      const limit = options.perKind;
      const headline = (text: SQL, settings: string) =>
        sql<string>`ts_headline('atelier_search', ${withoutMarks(text)}, ${query}, ${settings})`;
      const total = sql<number>`count(*) over ()`.mapWith(Number);

      // A work's artist is another row: the name joins its document here with weight B.
      // (This sum cannot use the GIN index; the catalogue is a gallery's, not a warehouse's.)
      const workDocument = sql`(${products.searchVector} || setweight(to_tsvector('atelier_search', ${artists.name}), 'B'))`;
      const workRank = sql<number>`ts_rank(${workDocument}, ${query})`.mapWith(Number);
      const works = db
        .select({
          slug: products.slug,
          title: headline(sql`${products.title}`, HEADLINE_WHOLE),
          context: sql<string>`${artists.name} || ' · ' || ${products.medium}`,
          snippet: headline(jsonbText(products.description), HEADLINE_SNIPPET),
          image: imageColumns,
          rank: workRank,
          total,
        })
        .from(products)
        .innerJoin(artists, eq(artists.id, products.artistId))
        .innerJoin(images, eq(images.id, products.imageId))
        .where(matches(workDocument))
        .orderBy(desc(workRank), desc(products.popularity), products.id)
        .limit(limit);

      const artistRank = sql<number>`ts_rank(${artists.searchVector}, ${query})`.mapWith(Number);
      const artistRows = db
        .select({
          slug: artists.slug,
          title: headline(sql`${artists.name}`, HEADLINE_WHOLE),
          context: sql<string>`${artists.country}`,
          snippet: headline(sql`${artists.bio}`, HEADLINE_SNIPPET),
          rank: artistRank,
          total,
        })
        .from(artists)
        .where(matches(sql`${artists.searchVector}`))
        .orderBy(desc(artistRank), artists.name)
        .limit(limit);

      const postRank = sql<number>`ts_rank(${posts.searchVector}, ${query})`.mapWith(Number);
      const journal = db
        .select({
          slug: posts.slug,
          title: headline(sql`${posts.title}`, HEADLINE_WHOLE),
          context: sql<string>`${posts.author} || ' · ' || ${posts.category}`,
          snippet: headline(
            sql`${posts.excerpt} || ' ' || coalesce(${jsonbText(posts.body, '$[*].text')}, '')`,
            HEADLINE_SNIPPET,
          ),
          image: imageColumns,
          rank: postRank,
          total,
        })
        .from(posts)
        .innerJoin(images, eq(images.id, posts.coverImageId))
        .where(matches(sql`${posts.searchVector}`))
        .orderBy(desc(postRank), desc(posts.publishedAt))
        .limit(limit);

      const projectRank = sql<number>`ts_rank(${portfolioProjects.searchVector}, ${query})`.mapWith(
        Number,
      );
      const projects = db
        .select({
          slug: portfolioProjects.slug,
          title: headline(sql`${portfolioProjects.title}`, HEADLINE_WHOLE),
          context: sql<string>`${portfolioProjects.category} || ' · ' || ${portfolioProjects.year}`,
          snippet: headline(
            sql`${portfolioProjects.summary} || ' ' || coalesce(${jsonbText(portfolioProjects.description)}, '')`,
            HEADLINE_SNIPPET,
          ),
          image: imageColumns,
          rank: projectRank,
          total,
        })
        .from(portfolioProjects)
        .innerJoin(images, eq(images.id, portfolioProjects.coverImageId))
        .where(matches(sql`${portfolioProjects.searchVector}`))
        .orderBy(desc(projectRank), portfolioProjects.position)
        .limit(limit);

      // One after another: PGlite runs one query at a time anyway, and a pool of four stays free.
      const rows = {
        work: await works,
        artist: (await artistRows).map((row) => ({ ...row, image: null })),
        journal: await journal,
        project: await projects,
      } satisfies Record<SearchKind, unknown[]>;

      return SEARCH_KINDS.map((kind) => {
        const found = rows[kind];
        return {
          kind,
          total: found[0]?.total ?? 0,
          hits: found.map((row) => ({
            kind,
            slug: row.slug,
            title: splitHighlights(row.title),
            context: row.context,
            snippet: splitHighlights(row.snippet),
            image: row.image,
            rank: row.rank,
          })),
        };
      });
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
