import { alias } from 'drizzle-orm/pg-core';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../connection';
import { images, sliderSlides, sliders } from '../schema';
import { imageColumns, type ImageRecord } from './catalogue';

/** The three slider kinds of issue 19 (the engine's `SliderKind`). */
export type SliderKindName = (typeof sliders.kind.enumValues)[number];

/**
 * Issue 19 (ADR 0024): a slider as stored. `settings` and a slide's `blocks` are JSON the
 * database does not check; the site reads them through zod (`server/sliders`), so a hand-edited
 * row degrades to defaults instead of breaking the page.
 */
export interface SliderRecord {
  id: number;
  slug: string;
  kind: SliderKindName;
  label: string;
  settings: unknown;
  published: boolean;
}

/** One slide (SLD-001) with its picture and, when it names one, its thumbnail's picture. */
export interface SlideRecord {
  position: number;
  videoUrl: string | null;
  caption: string;
  href: string | null;
  autoplayDelayMs: number | null;
  blocks: unknown;
  image: ImageRecord;
  thumbnail: ImageRecord | null;
}

/** A slide as the seed writes it: its pictures by the images' keys. */
export interface NewSlide {
  imageKey: string;
  thumbnailKey?: string;
  videoUrl?: string;
  caption?: string;
  href?: string;
  autoplayDelayMs?: number;
  blocks: readonly { kind: string; text: string; href?: string }[];
}

const sliderColumns = {
  id: sliders.id,
  slug: sliders.slug,
  kind: sliders.kind,
  label: sliders.label,
  settings: sliders.settings,
  published: sliders.published,
};

const thumbnails = alias(images, 'thumbnail_images');

export function sliderRepository(db: Database) {
  return {
    async findBySlug(slug: string): Promise<SliderRecord | undefined> {
      const [row] = await db.select(sliderColumns).from(sliders).where(eq(sliders.slug, slug));
      return row;
    },

    /** A slider's slides in order, each with its picture (and thumbnail picture when set). */
    async slides(sliderId: number): Promise<SlideRecord[]> {
      const rows = await db
        .select({
          position: sliderSlides.position,
          videoUrl: sliderSlides.videoUrl,
          caption: sliderSlides.caption,
          href: sliderSlides.href,
          autoplayDelayMs: sliderSlides.autoplayDelayMs,
          blocks: sliderSlides.blocks,
          image: imageColumns,
          thumbnail: {
            id: thumbnails.id,
            key: thumbnails.key,
            alt: thumbnails.alt,
            width: thumbnails.width,
            height: thumbnails.height,
            dominantColor: thumbnails.dominantColor,
            variants: thumbnails.variants,
          },
        })
        .from(sliderSlides)
        .innerJoin(images, eq(images.id, sliderSlides.imageId))
        .leftJoin(thumbnails, eq(thumbnails.id, sliderSlides.thumbnailImageId))
        .where(eq(sliderSlides.sliderId, sliderId))
        .orderBy(asc(sliderSlides.position));
      return rows;
    },

    /**
     * Writes a slider by slug with its slides, in one transaction, when it does not exist yet
     * (a slider the owner has changed is never overwritten). Slides whose picture is not stored
     * are left out (a thumbnail that is not stored falls back to the picture). Answers the new
     * slider's id, or undefined when it was already there.
     */
    async createIfMissing(
      slider: { slug: string; kind: SliderKindName; label: string; settings: object },
      slides: readonly NewSlide[],
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(sliders)
          .values(slider)
          .onConflictDoNothing({ target: sliders.slug })
          .returning({ id: sliders.id });
        if (!created) return undefined;
        const stored = await tx.select({ id: images.id, key: images.key }).from(images);
        const imageId = new Map(stored.map((image) => [image.key, image.id]));
        const rows = slides.flatMap((slide) => {
          const id = imageId.get(slide.imageKey);
          if (id === undefined) return [];
          const thumbnailId = slide.thumbnailKey ? imageId.get(slide.thumbnailKey) : undefined;
          return [
            {
              imageId: id,
              thumbnailImageId: thumbnailId ?? null,
              videoUrl: slide.videoUrl ?? null,
              caption: slide.caption ?? '',
              href: slide.href ?? null,
              autoplayDelayMs: slide.autoplayDelayMs ?? null,
              blocks: slide.blocks.map((block) => ({ ...block })),
            },
          ];
        });
        if (rows.length > 0) {
          await tx
            .insert(sliderSlides)
            .values(rows.map((row, position) => ({ ...row, sliderId: created.id, position })));
        }
        return created.id;
      });
    },

    /** Shows or hides a slider (an unpublished slider shows no slides). */
    async setPublished(sliderId: number, published: boolean): Promise<void> {
      await db
        .update(sliders)
        .set({ published, updatedAt: new Date() })
        .where(eq(sliders.id, sliderId));
    },
  };
}

export type SliderRepository = ReturnType<typeof sliderRepository>;
