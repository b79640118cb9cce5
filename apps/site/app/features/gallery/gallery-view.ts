import type { PictureSource } from '~/shared/ui/picture';

/** Issue 18 (GAL-001): one tile as the page and the chunk fragment show it. */
export interface GalleryTileView {
  /** The tile's place in the whole gallery (0-based): its identity on the page. */
  position: number;
  type: 'image' | 'iframe';
  title: string;
  subtitle: string;
  /** The filter sets it belongs to (`ftg-set` names). */
  sets: string[];
  /** Where the title leads (a work's page), if anywhere. */
  link: string | null;
  /** An iframe tile's film page (YouTube or Vimeo). */
  videoUrl: string | null;
  image: PictureSource;
  /** The big image: the picture's largest stored variant (the lightbox and the no-JS link). */
  big: { src: string; width: number; height: number } | null;
  /** Share addresses (GAL-003, DEC-16), absolute, built on the server. */
  share: { facebook: string; x: string; pinterest: string };
}

export interface TileGallerySettingsView {
  pageSize: number;
  firstChunkSize: number;
  sequential: boolean;
}

/** A tile gallery as a page renders it: the first chunks of one filter (or of all tiles). */
export interface TileGalleryView {
  id: number;
  slug: string;
  title: string;
  settings: TileGallerySettingsView;
  filterSets: string[];
  /** The filter the address asked for (`?ftg-set=`), when it names one of the sets. */
  filter: string | undefined;
  /** The shared `finaltilesgallery` nonce for this gallery (ADR 0023): the same for everyone. */
  nonce: string;
  tiles: GalleryTileView[];
  /** How many chunks the page shows (`?ftg-page=`, 1 without it). */
  pagesShown: number;
  /** Whether more tiles follow those shown (the "Show more" link and chunk loading). */
  hasMore: boolean;
}

/** GAL-006: the chunk call's fields, as the original's script posts them. */
export const CHUNK_FIELDS = {
  action: 'action',
  page: 'page',
  pageSize: 'pageSize',
  nonce: 'finaltilesgallery',
  gallery: 'gallery',
  /** Our addition to the wire contract (ADR 0023): the active filter, when there is one. */
  filter: 'ftg-set',
} as const;

/** The nonce action the shared gallery nonce is made for. */
export const GALLERY_NONCE_ACTION = 'finaltilesgallery';

/** The chunk fragment carries each tile's data in this attribute (JSON), for the script. */
export const TILE_DATA_ATTRIBUTE = 'data-ftg-tile';

/** Where chunk calls go (the AJAX endpoint; the theme settings object names it too). */
export const GALLERY_ENDPOINT = '/api/ajax';
