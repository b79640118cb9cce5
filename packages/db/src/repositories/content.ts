import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  albumImages,
  albums,
  images,
  mediaItems,
  pages,
  portfolioImages,
  portfolioProjects,
  posts,
  testimonials,
  type ContentBlock,
} from '../schema';
import { imageColumns, type ImageRecord } from './catalogue';

export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  publishedAt: Date;
  cover: ImageRecord;
}

export interface PostDetail extends PostSummary {
  body: ContentBlock[];
  tags: string[];
}

const postSummaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  author: posts.author,
  category: posts.category,
  publishedAt: posts.publishedAt,
  cover: imageColumns,
};

const hasBody = sql`jsonb_array_length(${pages.body}) > 0`;

/** Pages, blog, testimonials, portfolio, albums and media: everything that is not for sale. */
export function contentRepository(db: Database) {
  const postSummaries = () =>
    db.select(postSummaryColumns).from(posts).innerJoin(images, eq(images.id, posts.coverImageId));

  return {
    async pageBySlug(slug: string) {
      const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
      return row;
    },

    /** A content page (terms, privacy…): a page with a body; the site's own pages have none. */
    async contentPageBySlug(slug: string) {
      const [row] = await db
        .select({
          id: pages.id,
          slug: pages.slug,
          title: pages.title,
          summary: pages.summary,
          body: pages.body,
          updatedAt: pages.updatedAt,
        })
        .from(pages)
        .where(and(eq(pages.slug, slug), hasBody))
        .limit(1);
      return row;
    },

    /** Every content page's address and last change, for the sitemap. */
    async contentPages() {
      return db
        .select({ slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt })
        .from(pages)
        .where(hasBody)
        .orderBy(asc(pages.id));
    },

    async listPosts(options: { page: number; perPage: number }) {
      const items: PostSummary[] = await postSummaries()
        .orderBy(desc(posts.publishedAt), desc(posts.id))
        .limit(options.perPage)
        .offset((options.page - 1) * options.perPage);
      const [totals] = await db.select({ total: count() }).from(posts);
      return { items, total: totals?.total ?? 0 };
    },

    /** Posts published in [from, to): the dated archive asks for one day. */
    async postsBetween(from: Date, to: Date): Promise<PostSummary[]> {
      return postSummaries()
        .where(and(gte(posts.publishedAt, from), lt(posts.publishedAt, to)))
        .orderBy(desc(posts.publishedAt));
    },

    async postBySlug(slug: string): Promise<PostDetail | undefined> {
      const [row] = await db
        .select({ ...postSummaryColumns, body: posts.body, tags: posts.tags })
        .from(posts)
        .innerJoin(images, eq(images.id, posts.coverImageId))
        .where(eq(posts.slug, slug))
        .limit(1);
      return row;
    },

    async recentPosts(limit: number): Promise<PostSummary[]> {
      return postSummaries().orderBy(desc(posts.publishedAt)).limit(limit);
    },

    async testimonials() {
      return db.select().from(testimonials).orderBy(asc(testimonials.position));
    },

    async portfolio() {
      const projects = await db
        .select({
          id: portfolioProjects.id,
          slug: portfolioProjects.slug,
          title: portfolioProjects.title,
          category: portfolioProjects.category,
          year: portfolioProjects.year,
          location: portfolioProjects.location,
          client: portfolioProjects.client,
          summary: portfolioProjects.summary,
          description: portfolioProjects.description,
          cover: imageColumns,
        })
        .from(portfolioProjects)
        .innerJoin(images, eq(images.id, portfolioProjects.coverImageId))
        .orderBy(asc(portfolioProjects.position));
      const gallery = await db
        .select({ projectId: portfolioImages.projectId, image: imageColumns })
        .from(portfolioImages)
        .innerJoin(images, eq(images.id, portfolioImages.imageId))
        .orderBy(asc(portfolioImages.position));
      return projects.map((project) => ({
        ...project,
        images: gallery.filter((row) => row.projectId === project.id).map((row) => row.image),
      }));
    },

    async albums() {
      const rows = await db.select().from(albums).orderBy(asc(albums.position));
      const pictures = await db
        .select({
          albumId: albumImages.albumId,
          caption: albumImages.caption,
          location: albumImages.location,
          image: imageColumns,
        })
        .from(albumImages)
        .innerJoin(images, eq(images.id, albumImages.imageId))
        .orderBy(asc(albumImages.position));
      return rows.map((album) => ({
        ...album,
        pictures: pictures
          .filter((picture) => picture.albumId === album.id)
          .map(({ caption, location, image }) => ({ caption, location, image })),
      }));
    },

    async mediaItems() {
      return db
        .select({
          id: mediaItems.id,
          kind: mediaItems.kind,
          title: mediaItems.title,
          caption: mediaItems.caption,
          location: mediaItems.location,
          videoUrl: mediaItems.videoUrl,
          image: imageColumns,
        })
        .from(mediaItems)
        .innerJoin(images, eq(images.id, mediaItems.imageId))
        .orderBy(asc(mediaItems.position));
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
