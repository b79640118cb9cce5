import type { AppLoadContext } from 'react-router';

/**
 * Names what a page shows, so the page cache drops it exactly when one of those changes
 * (ADR 0011; tags are sent by the database's triggers, migration 0009): `products` (any product:
 * listings, whose order and membership depend on them all), `products:<id>` (one product, its
 * variations and images), `forms:<id>`, `pages:<slug>`, `categories`, `artists`, `images`,
 * `posts`, `testimonials`, `portfolio`, `albums`, `media`. A page that names nothing is dropped
 * by any change.
 */
export function pageShows(context: AppLoadContext, ...tags: string[]) {
  context.page?.dependsOn(...tags);
}
