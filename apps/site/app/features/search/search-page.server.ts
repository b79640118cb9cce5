import { data, type AppLoadContext } from 'react-router';
import { SEARCH_MAX_LENGTH } from '~/shared/site-search';

/** Hits shown per kind (a gallery holds dozens of works); a kind with more links to its listing. */
export const SEARCH_HITS_PER_KIND = 48;

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

/**
 * GET /search/?s=…: the visitor's words over works, artists, journal entries and portfolio
 * projects, grouped by kind. No words: the page with its field and suggestions. Absurdly long
 * words: 400 with the page and a sentence saying why, never a database error.
 */
export async function loadSearchPage({ request, context }: PageArgs) {
  const words = (new URL(request.url).searchParams.get('s') ?? '').trim();
  if (words.length > SEARCH_MAX_LENGTH) {
    return data(
      { words: words.slice(0, SEARCH_MAX_LENGTH), groups: [], tooLong: true as boolean },
      { status: 400 },
    );
  }
  const groups = words
    ? await context.services.search.search(words, { perKind: SEARCH_HITS_PER_KIND })
    : [];
  return data({ words, groups, tooLong: false as boolean });
}
