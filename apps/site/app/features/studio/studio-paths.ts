/** Issue 21: the studio's addresses and the sections its menu lists, in order. */
export const STUDIO_BASE = '/studio/';

export const STUDIO_NONCE_ACTION = 'studio';
/** The hidden field every studio form posts its nonce in. */
export const STUDIO_NONCE_FIELD = '_studio_nonce';

export const STUDIO_SECTIONS = [
  { path: '/studio/', label: 'Overview' },
  { path: '/studio/orders/', label: 'Orders' },
  { path: '/studio/entries/', label: 'Form entries' },
  { path: '/studio/polls/', label: 'Polls' },
  { path: '/studio/quizzes/', label: 'Quizzes and leads' },
  { path: '/studio/drafts/', label: 'Drafts' },
  { path: '/studio/mail/', label: 'Mail queue' },
  { path: '/studio/subscribers/', label: 'Subscribers' },
  { path: '/studio/comments/', label: 'Comments' },
  { path: '/studio/stock/', label: 'Stock' },
  { path: '/studio/audit/', label: 'Audit log' },
] as const;

/** The number of rows a studio table shows per page. */
export const STUDIO_PAGE_ROWS = 50;

/**
 * A keyset page asked for in the address (`?before=<id>` older, `?after=<id>` newer). Anything
 * else (a word, a negative, a huge number) is the first page, never an error.
 */
export function keysetRequestOf(url: URL, limit = STUDIO_PAGE_ROWS) {
  const cursor = (name: string) => {
    const value = url.searchParams.get(name);
    return value !== null && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647
      ? Number(value)
      : undefined;
  };
  const after = cursor('after');
  return { before: after === undefined ? cursor('before') : undefined, after, limit };
}

/** What each refusal of the studio says: a page shows it, a download or a post answers it. */
export const OWNER_ACCESS_MESSAGES = {
  'signed-out': 'Please sign in with an owner account to open the studio.',
  'not-owner': 'The studio is for the gallery’s owners. Your account cannot open it.',
  'needs-second-factor':
    'The studio needs two-factor login. Turn it on in your account, then sign out and sign in again with your code.',
} as const;
