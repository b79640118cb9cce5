import type { Slide } from '@atelier/gallery/slider-slide';
import type { AppLoadContext } from 'react-router';
import { pageShows } from '~/shared/page-dependencies.server';
import type { PageIdentity } from '~/shared/page';
import type { PictureSource } from '~/shared/ui/picture';

/**
 * How many works hang in the viewing room: three layers of eight (the stage's 4 × 2 cells of
 * 300 px on a desktop, SLD-030). The featured works come first (the shop's own order), then the
 * rest of the collection, so the room shows what the gallery shows now.
 */
export const VIEWING_ROOM_WORKS = 24;

/** The page has no row in the pages table: its identity for the theme settings object. */
const VIEWING_ROOM_PAGE: PageIdentity = { postId: 0, type: 'page', template: 'viewing-room' };

/** What the catalogue gives for one work (a subset of its product summary). */
export interface ViewingRoomWork {
  slug: string;
  title: string;
  artistName: string;
  image: PictureSource;
}

/**
 * One work as a slide: its picture (only the fields the browser needs: the stored record's id
 * and key stay on the server), "Title, Artist" as the caption and its product page as the link
 * (the page's no-JavaScript path and the lightbox's "View the work").
 */
export function workSlide(work: ViewingRoomWork): Slide<PictureSource> {
  const { alt, width, height, dominantColor, variants } = work.image;
  return {
    id: work.slug,
    picture: { alt, width, height, dominantColor, variants },
    width,
    height,
    caption: `${work.title}, ${work.artistName}`,
    href: `/product/${work.slug}/`,
    blocks: [],
  };
}

/** The viewing room's slider as the sliders room's `SliderView` takes it (rooms share no types). */
export interface ViewingRoomSlider {
  kind: 'three-layer';
  label: string;
  attributes: Record<string, string>;
  slides: Slide<PictureSource>[];
}

/**
 * The viewing room's three-layer slider (issue 19): the gallery's current works from the
 * catalogue. Its lightbox wraps from the last work to the first, as the site's others do.
 */
export async function loadViewingRoom(
  context: AppLoadContext,
): Promise<{ page: PageIdentity; slider: ViewingRoomSlider }> {
  pageShows(context, 'products', 'artists', 'images');
  const { items } = await context.services.catalogue.listProducts({
    ordering: 'menu_order',
    page: 1,
    perPage: VIEWING_ROOM_WORKS,
  });
  return {
    page: VIEWING_ROOM_PAGE,
    slider: {
      kind: 'three-layer',
      label: 'Works in the viewing room',
      attributes: { loop: 'true' },
      slides: items.map(workSlide),
    },
  };
}
