import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../connection';
import { pages, polls, portfolioProjects, posts, products, quizzes } from '../schema';

export interface SitemapSources {
  /** Every row of the pages table: the site's fixed pages and any page added as content. */
  pages: { slug: string; updatedAt: Date }[];
  products: { slug: string; publishedAt: Date }[];
  posts: { slug: string; publishedAt: Date }[];
  /** Published quizzes and polls: each has a page of its own (issue 14). */
  quizzes: { slug: string; updatedAt: Date }[];
  polls: { slug: string; updatedAt: Date }[];
  /** Portfolio projects: each has a page with its photo scroller (issue 19). */
  projects: { slug: string }[];
}

/** What the sitemap lists, read in one go; addresses are the site's business, not this layer's. */
export function sitemapRepository(db: Database) {
  return {
    async sources(): Promise<SitemapSources> {
      return {
        pages: await db
          .select({ slug: pages.slug, updatedAt: pages.updatedAt })
          .from(pages)
          .orderBy(asc(pages.id)),
        products: await db
          .select({ slug: products.slug, publishedAt: products.publishedAt })
          .from(products)
          .orderBy(desc(products.publishedAt), asc(products.id)),
        posts: await db
          .select({ slug: posts.slug, publishedAt: posts.publishedAt })
          .from(posts)
          .orderBy(desc(posts.publishedAt), asc(posts.id)),
        quizzes: await db
          .select({ slug: quizzes.slug, updatedAt: quizzes.updatedAt })
          .from(quizzes)
          .where(eq(quizzes.status, 'publish'))
          .orderBy(asc(quizzes.id)),
        polls: await db
          .select({ slug: polls.slug, updatedAt: polls.updatedAt })
          .from(polls)
          .where(eq(polls.status, 'publish'))
          .orderBy(asc(polls.id)),
        projects: await db
          .select({ slug: portfolioProjects.slug })
          .from(portfolioProjects)
          .orderBy(asc(portfolioProjects.position), asc(portfolioProjects.id)),
      };
    },
  };
}

export type SitemapRepository = ReturnType<typeof sitemapRepository>;
