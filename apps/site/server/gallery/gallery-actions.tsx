import { databaseId } from '@atelier/contracts/ids';
import { LOAD_CHUNK_ACTION } from '@atelier/gallery/tile-chunks';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { GalleryTile } from '~/features/gallery/gallery-tile';
import {
  CHUNK_FIELDS,
  GALLERY_NONCE_ACTION,
  type GalleryTileView,
} from '~/features/gallery/gallery-view';
import { defineAjaxAction } from '../platform/http/ajax-endpoint';
import { ApiError } from '../platform/http/api-errors';
import type { GalleryService } from './gallery-service';

/** Far beyond any gallery's end (an empty answer), and small enough never to overflow. */
export const MAX_CHUNK_PAGE = 10_000;
export const MAX_CHUNK_PAGE_SIZE = 100;

/** A filter name as `@atelier/gallery/tile-filters` reads one from an address. */
const FILTER_NAME = /^[a-z0-9-]{1,40}$/;

/**
 * GAL-006: the chunk call's fields, as the original posts them; `ftg-set` (the active filter)
 * is our addition (ADR 0023). Every number is bounded, so none reaches a query out of range.
 */
export const loadChunkRequestSchema = z
  .object({
    [CHUNK_FIELDS.action]: z.literal(LOAD_CHUNK_ACTION),
    [CHUNK_FIELDS.page]: databaseId.pipe(
      z.number().max(MAX_CHUNK_PAGE, `must be at most ${MAX_CHUNK_PAGE}`),
    ),
    [CHUNK_FIELDS.pageSize]: databaseId.pipe(
      z.number().max(MAX_CHUNK_PAGE_SIZE, `must be at most ${MAX_CHUNK_PAGE_SIZE}`),
    ),
    [CHUNK_FIELDS.nonce]: z.string({ error: 'is missing' }),
    [CHUNK_FIELDS.gallery]: databaseId,
    [CHUNK_FIELDS.filter]: z
      .string({ error: 'must be a filter name' })
      .regex(FILTER_NAME, 'must be a filter name (a-z, 0-9 and -, at most 40)')
      .optional(),
  })
  .catchall(z.unknown());

/** The tiles as the page draws them, each carrying its data for the script. */
export function renderChunkFragment(tiles: readonly GalleryTileView[]): string {
  return renderToStaticMarkup(
    <>
      {tiles.map((tile) => (
        <GalleryTile
          key={tile.position}
          tile={tile}
          sizes="(max-width: 480px) 100vw, (max-width: 1024px) 50vw, 400px"
          withData
        />
      ))}
    </>,
  );
}

/**
 * GAL-005, GAL-006: `load_chunk` on the AJAX endpoint. The nonce is the gallery's shared one
 * (the page is the same for every visitor and cached, ADR 0023); the answer is an HTML fragment
 * of the chunk's tiles, and an empty body when there are no more.
 */
export function galleryActions(galleries: GalleryService) {
  return [
    defineAjaxAction({
      action: LOAD_CHUNK_ACTION,
      guard: {
        sharedNonce: GALLERY_NONCE_ACTION,
        field: CHUNK_FIELDS.nonce,
        scopeField: CHUNK_FIELDS.gallery,
      },
      input: loadChunkRequestSchema,
      async handle(input) {
        const filter = input[CHUNK_FIELDS.filter];
        const tiles = await galleries.chunk(input.gallery, {
          page: input.page,
          pageSize: input.pageSize,
          ...(filter ? { filter } : {}),
        });
        if (tiles === undefined) {
          throw new ApiError(404, 'There is no such gallery.', 'gallery_not_found', [
            { field: CHUNK_FIELDS.gallery, message: 'is not a gallery' },
          ]);
        }
        return { html: tiles.length === 0 ? '' : renderChunkFragment(tiles) };
      },
    }),
  ];
}
