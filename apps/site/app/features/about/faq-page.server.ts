import { FAQ_PAGE } from '@atelier/demo-content/faq-page';
import type { PageIdentity } from '~/shared/page';

/**
 * "Questions and answers" (`/faq/`, ADR 0026): the demo content's groups and toggles, read on
 * the server like the about page's. No row in the pages table, no database read.
 */
const FAQ_PAGE_IDENTITY: PageIdentity = { postId: 0, type: 'page', template: 'faq' };

export function loadFaqPage() {
  return { page: FAQ_PAGE_IDENTITY, faq: FAQ_PAGE };
}

export type FaqPageData = ReturnType<typeof loadFaqPage>;
