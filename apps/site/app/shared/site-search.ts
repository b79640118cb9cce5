/**
 * The site search's address and its example words, shared by the search overlay (navigation)
 * and the results page (search): rooms do not import each other.
 */
export const SEARCH_PATH = '/search/';

/** Each example finds something in the demo gallery (the search repository test checks it). */
export const SEARCH_EXAMPLES = ['harbour', 'screenprint', 'Inês Valadares'] as const;

/** Longer than this is pasted text, not a search: the page answers 400 and says why. */
export const SEARCH_MAX_LENGTH = 200;
