import { and, asc, eq, min, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { images, tileGalleries, tileGalleryTiles, type TileGallerySettings } from '../schema';
import { imageColumns, type ImageRecord } from './catalogue';

/** Issue 18 (ADR 0023): a tile gallery and the filter sets its tiles name, in order of first use. */
export interface TileGalleryRecord {
  id: number;
  slug: string;
  title: string;
  settings: TileGallerySettings;
  /** Every filter set a tile names, ordered by the first tile naming it. */
  filterSets: string[];
}

/** One tile (GAL-001) with its picture. */
export interface TileRecord {
  position: number;
  type: 'image' | 'iframe';
  title: string;
  subtitle: string;
  filterSets: string[];
  link: string | null;
  videoUrl: string | null;
  image: ImageRecord;
}

/** A tile as the seed writes it: its picture by the image's key. */
export interface NewTile {
  type: 'image' | 'iframe';
  imageKey: string;
  title: string;
  subtitle: string;
  filterSets: readonly string[];
  link?: string | null;
  videoUrl?: string | null;
}

const galleryColumns = {
  id: tileGalleries.id,
  slug: tileGalleries.slug,
  title: tileGalleries.title,
  settings: tileGalleries.settings,
};

const tileColumns = {
  position: tileGalleryTiles.position,
  type: tileGalleryTiles.type,
  title: tileGalleryTiles.title,
  subtitle: tileGalleryTiles.subtitle,
  filterSets: tileGalleryTiles.filterSets,
  link: tileGalleryTiles.link,
  videoUrl: tileGalleryTiles.videoUrl,
  image: imageColumns,
};

/** Tiles of a gallery, limited to one filter set when given (`filter_sets @> '["set"]'`). */
const inGallery = (galleryId: number, filter: string | undefined) =>
  filter === undefined
    ? eq(tileGalleryTiles.galleryId, galleryId)
    : and(
        eq(tileGalleryTiles.galleryId, galleryId),
        sql`${tileGalleryTiles.filterSets} @> ${JSON.stringify([filter])}::jsonb`,
      );

export function tileGalleryRepository(db: Database) {
  const withSets = async (
    gallery: Omit<TileGalleryRecord, 'filterSets'> | undefined,
  ): Promise<TileGalleryRecord | undefined> => {
    if (!gallery) return undefined;
    const set = sql<string>`jsonb_array_elements_text(${tileGalleryTiles.filterSets})`;
    const rows = await db
      .select({ set, first: min(tileGalleryTiles.position) })
      .from(tileGalleryTiles)
      .where(eq(tileGalleryTiles.galleryId, gallery.id))
      .groupBy(set)
      .orderBy(asc(min(tileGalleryTiles.position)), asc(set));
    return { ...gallery, filterSets: rows.map((row) => row.set) };
  };

  return {
    async findBySlug(slug: string): Promise<TileGalleryRecord | undefined> {
      const [row] = await db
        .select(galleryColumns)
        .from(tileGalleries)
        .where(eq(tileGalleries.slug, slug));
      return withSets(row);
    },

    async find(id: number): Promise<TileGalleryRecord | undefined> {
      const [row] = await db
        .select(galleryColumns)
        .from(tileGalleries)
        .where(eq(tileGalleries.id, id));
      return withSets(row);
    },

    /**
     * `limit` tiles from the `offset`-th (0-based) in gallery order, of one filter set when
     * `filter` is given. Past the end: an empty list.
     */
    tiles(
      galleryId: number,
      range: { offset: number; limit: number; filter?: string },
    ): Promise<TileRecord[]> {
      return db
        .select(tileColumns)
        .from(tileGalleryTiles)
        .innerJoin(images, eq(images.id, tileGalleryTiles.imageId))
        .where(inGallery(galleryId, range.filter))
        .orderBy(asc(tileGalleryTiles.position))
        .offset(range.offset)
        .limit(range.limit);
    },

    /**
     * Writes a gallery by slug with its tiles, in one transaction, when it does not exist yet
     * (a gallery the owner has changed is never overwritten). Tiles whose picture is not stored
     * are left out. Answers the gallery's id, or undefined when it was already there.
     */
    async createIfMissing(
      gallery: { slug: string; title: string; settings: TileGallerySettings },
      tiles: readonly NewTile[],
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(tileGalleries)
          .values(gallery)
          .onConflictDoNothing({ target: tileGalleries.slug })
          .returning({ id: tileGalleries.id });
        if (!created) return undefined;
        const stored = await tx.select({ id: images.id, key: images.key }).from(images);
        const imageId = new Map(stored.map((image) => [image.key, image.id]));
        const rows = tiles.flatMap((tile) => {
          const id = imageId.get(tile.imageKey);
          return id === undefined
            ? []
            : [
                {
                  type: tile.type,
                  imageId: id,
                  title: tile.title,
                  subtitle: tile.subtitle,
                  filterSets: [...tile.filterSets],
                  link: tile.link ?? null,
                  videoUrl: tile.type === 'iframe' ? (tile.videoUrl ?? null) : null,
                },
              ];
        });
        if (rows.length > 0) {
          await tx
            .insert(tileGalleryTiles)
            .values(rows.map((row, position) => ({ ...row, galleryId: created.id, position })));
        }
        return created.id;
      });
    },
  };
}

export type TileGalleryRepository = ReturnType<typeof tileGalleryRepository>;
