import { LOAD_CHUNK_ACTION } from '@atelier/gallery/tile-chunks';
import {
  CHUNK_FIELDS,
  GALLERY_ENDPOINT,
  TILE_DATA_ATTRIBUTE,
  type GalleryTileView,
} from './gallery-view';

export type ChunkResult = { ok: true; tiles: GalleryTileView[] } | { ok: false; message: string };

export const CHUNK_FAILED_MESSAGE =
  'More pictures could not be loaded just now. Use “Show more” to try again.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tile data the fragment carries, checked for the fields the gallery reads. */
function tileOf(value: unknown): GalleryTileView | undefined {
  if (!isRecord(value) || !isRecord(value.image) || !isRecord(value.share)) return undefined;
  if (typeof value.position !== 'number' || !Number.isInteger(value.position)) return undefined;
  if (value.type !== 'image' && value.type !== 'iframe') return undefined;
  if (typeof value.title !== 'string' || !Array.isArray(value.sets)) return undefined;
  if (typeof value.image.width !== 'number' || typeof value.image.height !== 'number') {
    return undefined;
  }
  return value as unknown as GalleryTileView;
}

/** Reads the tiles out of a `load_chunk` fragment (the markup the server's tile component drew). */
export function tilesOfFragment(html: string): GalleryTileView[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const tiles: GalleryTileView[] = [];
  for (const element of document.querySelectorAll(`[${TILE_DATA_ATTRIBUTE}]`)) {
    try {
      const tile = tileOf(JSON.parse(element.getAttribute(TILE_DATA_ATTRIBUTE) ?? ''));
      if (tile) tiles.push(tile);
    } catch {
      // A tile whose data cannot be read is left out; the others still show.
    }
  }
  return tiles;
}

/**
 * GAL-005, GAL-006: one chunk, posted form-encoded as the original's script sends it. An empty
 * answer is the end (no tiles). Never throws: a failure is a message for the visitor.
 */
export async function loadChunk(
  request: { gallery: number; nonce: string; page: number; pageSize: number; filter?: string },
  fetchImpl: typeof fetch = fetch,
): Promise<ChunkResult> {
  const body = new URLSearchParams({
    [CHUNK_FIELDS.action]: LOAD_CHUNK_ACTION,
    [CHUNK_FIELDS.page]: String(request.page),
    [CHUNK_FIELDS.pageSize]: String(request.pageSize),
    [CHUNK_FIELDS.nonce]: request.nonce,
    [CHUNK_FIELDS.gallery]: String(request.gallery),
  });
  if (request.filter) body.set(CHUNK_FIELDS.filter, request.filter);
  try {
    const response = await fetchImpl(GALLERY_ENDPOINT, {
      method: 'POST',
      body,
      credentials: 'same-origin',
    });
    if (!response.ok) return { ok: false, message: CHUNK_FAILED_MESSAGE };
    const html = await response.text();
    return { ok: true, tiles: html.trim() === '' ? [] : tilesOfFragment(html) };
  } catch {
    return { ok: false, message: CHUNK_FAILED_MESSAGE };
  }
}
