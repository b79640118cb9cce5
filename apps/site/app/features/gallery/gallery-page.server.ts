import { DEMO_TILE_GALLERY } from '@atelier/demo-content/tile-gallery';
import { CHUNK_PAGE_QUERY } from '@atelier/gallery/tile-chunks';
import { filterFromAddress } from '@atelier/gallery/tile-filters';
import type { AppLoadContext } from 'react-router';
import { pageShows } from '~/shared/page-dependencies.server';
import type { TileGalleryView } from './gallery-view';

/** `?ftg-page=N`: how many chunks the page renders (the no-JavaScript "Show more"); 1 otherwise. */
export function pagesFromSearch(search: URLSearchParams): number {
  const asked = search.get(CHUNK_PAGE_QUERY);
  if (asked === null || !/^\d{1,4}$/.test(asked)) return 1;
  return Math.max(1, Number(asked));
}

/**
 * Issue 18: the albums page's tile gallery, filtered by `?ftg-set=` (GAL-002) and as many chunks
 * as `?ftg-page=` asks. The page is the same for every visitor (its nonce is the gallery's
 * shared one) and is dropped from the page cache when a gallery or a tile changes.
 */
export async function loadAlbumsGallery(
  request: Request,
  context: AppLoadContext,
): Promise<{ gallery: TileGalleryView | null; address: string }> {
  const url = new URL(request.url);
  pageShows(context, 'tile-galleries');
  const gallery = await context.services.gallery.page(DEMO_TILE_GALLERY.slug, {
    filter: filterFromAddress({ search: url.search, hash: '' }),
    pages: pagesFromSearch(url.searchParams),
  });
  return { gallery: gallery ?? null, address: `${url.pathname}${url.search}` };
}
