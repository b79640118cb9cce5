import type { Database } from '@atelier/db/connection';
import {
  tileGalleryRepository,
  type TileGalleryRecord,
  type TileRecord,
} from '@atelier/db/repositories/tile-galleries';
import { shareAddress } from '@atelier/gallery/tile-share';
import {
  GALLERY_NONCE_ACTION,
  type GalleryTileView,
  type TileGalleryView,
} from '~/features/gallery/gallery-view';
import type { NonceService } from '../platform/security/nonces';

/** The most chunks a page renders at once (`?ftg-page=`): beyond it the page shows this many. */
export const MAX_PAGES_SHOWN = 50;

/** Which chunk covers which tiles (GAL-005): the first holds `firstChunkSize`, the others `pageSize`. */
export function chunkRange(
  settings: { firstChunkSize: number },
  page: number,
  pageSize: number,
): { offset: number; limit: number } {
  return page === 1
    ? { offset: 0, limit: settings.firstChunkSize }
    : { offset: settings.firstChunkSize + (page - 2) * pageSize, limit: pageSize };
}

/** The largest stored variant (JPEG first: every browser and every lightbox shows it). */
function bigImageOf(image: TileRecord['image']): GalleryTileView['big'] {
  const byWidth = [...image.variants].sort(
    (a, b) => b.width - a.width || (a.format === 'jpeg' ? -1 : 1),
  );
  const largest = byWidth[0];
  return largest
    ? { src: `/images/${largest.file}`, width: largest.width, height: largest.height }
    : null;
}

/**
 * Issue 18 (ADR 0023): tile galleries as pages and `load_chunk` show them. Both go through
 * here, so a chunk and the page it continues agree on order, filters and addresses.
 */
export function galleryService(
  db: Database,
  options: {
    nonces: NonceService;
    /** PUBLIC_URL: share addresses are absolute. */
    publicUrl: URL;
    /** The page each gallery is shown on, by slug (what a share of one of its tiles links to). */
    pagePaths: Readonly<Record<string, string>>;
  },
) {
  const galleries = tileGalleryRepository(db);

  const tileView = (gallery: TileGalleryRecord) => {
    const pageUrl = new URL(options.pagePaths[gallery.slug] ?? '/', options.publicUrl).href;
    return (record: TileRecord): GalleryTileView => {
      const big = bigImageOf(record.image);
      const imageUrl = new URL(big?.src ?? '/', options.publicUrl).href;
      const share = { pageUrl, imageUrl, title: record.title };
      return {
        position: record.position,
        type: record.type,
        title: record.title,
        subtitle: record.subtitle,
        sets: record.filterSets,
        link: record.link,
        videoUrl: record.videoUrl,
        image: {
          alt: record.image.alt,
          width: record.image.width,
          height: record.image.height,
          dominantColor: record.image.dominantColor,
          variants: record.image.variants,
        },
        big,
        share: {
          facebook: shareAddress('facebook', share),
          x: shareAddress('x', share),
          pinterest: shareAddress('pinterest', share),
        },
      };
    };
  };

  /** A filter the gallery has; any other name shows every tile. */
  const knownFilter = (gallery: TileGalleryRecord, filter: string | undefined) =>
    filter !== undefined && gallery.filterSets.includes(filter) ? filter : undefined;

  return {
    /**
     * The gallery as its page shows it: the first `pages` chunks of the filter (GAL-002: the
     * no-JavaScript filter and "Show more"), and the shared nonce its chunk calls carry.
     */
    async page(
      slug: string,
      request: { filter?: string | undefined; pages?: number },
    ): Promise<TileGalleryView | undefined> {
      const gallery = await galleries.findBySlug(slug);
      if (!gallery) return undefined;
      const filter = knownFilter(gallery, request.filter);
      const pages = Math.min(Math.max(Math.trunc(request.pages ?? 1), 1), MAX_PAGES_SHOWN);
      const { offset, limit } = chunkRange(gallery.settings, pages, gallery.settings.pageSize);
      const count = offset + limit;
      // One more than shown tells whether more follow.
      const tiles = await galleries.tiles(gallery.id, {
        offset: 0,
        limit: count + 1,
        ...(filter ? { filter } : {}),
      });
      return {
        id: gallery.id,
        slug: gallery.slug,
        title: gallery.title,
        settings: { ...gallery.settings },
        filterSets: gallery.filterSets,
        filter,
        nonce: options.nonces.issueShared(GALLERY_NONCE_ACTION, String(gallery.id)),
        tiles: tiles.slice(0, count).map(tileView(gallery)),
        pagesShown: pages,
        hasMore: tiles.length > count,
      };
    },

    /**
     * GAL-006: chunk `page` of `pageSize` tiles (the first chunk holds the gallery's first chunk
     * size); past the end, none. Undefined when there is no such gallery.
     */
    async chunk(
      galleryId: number,
      request: { page: number; pageSize: number; filter?: string | undefined },
    ): Promise<GalleryTileView[] | undefined> {
      const gallery = await galleries.find(galleryId);
      if (!gallery) return undefined;
      if (request.filter !== undefined && knownFilter(gallery, request.filter) === undefined) {
        return [];
      }
      const range = chunkRange(gallery.settings, request.page, request.pageSize);
      const tiles = await galleries.tiles(gallery.id, {
        ...range,
        ...(request.filter ? { filter: request.filter } : {}),
      });
      return tiles.map(tileView(gallery));
    },
  };
}

export type GalleryService = ReturnType<typeof galleryService>;
