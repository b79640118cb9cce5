import { ABOUT_PAGE } from '@atelier/demo-content/about-page';
import type { PageIdentity } from '~/shared/page';

/**
 * "About the gallery" (`/about/`, ADR 0026): its words come from the demo content, read here on
 * the server so they travel as the page's data and never in a script. The page has no row in the
 * pages table (its identity for the theme settings object says so) and no database read: it
 * changes with a deploy, like the routes it sits beside.
 */
const ABOUT_PAGE_IDENTITY: PageIdentity = { postId: 0, type: 'page', template: 'one-page' };

export function loadAboutPage() {
  return { page: ABOUT_PAGE_IDENTITY, about: ABOUT_PAGE };
}

export type AboutPageData = ReturnType<typeof loadAboutPage>;
