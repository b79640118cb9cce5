/** A poll's own page: it shows the poll and takes its native (no-JavaScript) vote. */
export const pollAddress = (slug: string) => `/polls/${encodeURIComponent(slug)}/`;

/** A poll's results page (POLL-007): personal, never cached (ADR 0013). */
export const pollResultsAddress = (slug: string) => `${pollAddress(slug)}results/`;

/** The form AJAX endpoint (FORM-001) a vote is posted to (POLL-003). */
export const POLL_ENDPOINT = '/api/ajax';
