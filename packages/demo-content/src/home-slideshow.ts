import { artists, artworks, mediaItems } from './catalogue';

/*
 * Issue 19 (SLD): the home page’s main slideshow, "In the gallery now". Each slide shows a picture the
 * demo already paints (a featured work hung in a room, to scale, or a film's poster), named by its
 * image key, so the slideshow costs the seed no rendering. Every slide has its animated caption
 * blocks (SLD-028): an eyebrow, the title, a line of text and a link to the work or the shop.
 */

export type DemoBlockKind = 'eyebrow' | 'title' | 'text' | 'link';

export interface DemoSlide {
  /** The `images.key` of the slide's picture (a film's poster for a video slide). */
  readonly imageKey: string;
  /** Where the picture leads: the work's page. */
  readonly href?: string;
  /** Plain text for assistive technology and the slider lightbox (SLD-025). */
  readonly caption: string;
  /** A YouTube page the slide plays on request (SLD-009, SLD-019). */
  readonly videoUrl?: string;
  /** This slide's own autoplay delay (SLD-020: used above 999 ms). */
  readonly autoplayDelayMs?: number;
  readonly blocks: readonly { kind: DemoBlockKind; text: string; href?: string }[];
}

export const DEMO_HOME_SLIDESHOW = {
  slug: 'home',
  kind: 'main-slideshow',
  label: 'In the gallery now',
  /**
   * The slider's data attributes (SLD-002): 1280 × 720, a new slide every 5 s (SLD-033, DEC-15),
   * looping.
   */
  settings: { width: '1280', height: '720', autoslide: '5000', loop: 'true' },
} as const;

const artistName = new Map(artists.map((artist) => [artist.slug, artist.name]));

/** A featured work on its room view, linked to its page, with its blocks. */
function workSlide(
  slug: string,
  eyebrow: string,
  link: { text: string; href?: string },
  extra: Pick<DemoSlide, 'autoplayDelayMs'> = {},
): DemoSlide[] {
  const artwork = artworks.find((candidate) => candidate.slug === slug);
  if (!artwork) return [];
  const artist = artistName.get(artwork.artistSlug) ?? 'Unknown artist';
  const page = `/product/${artwork.slug}/`;
  return [
    {
      imageKey: `artwork/${artwork.slug}/in-situ`,
      href: page,
      caption: `${artwork.title} by ${artist}, hung to scale`,
      ...extra,
      blocks: [
        { kind: 'eyebrow', text: eyebrow },
        { kind: 'title', text: artwork.title },
        { kind: 'text', text: `${artist} · ${artwork.medium}, ${artwork.dimensions}` },
        { kind: 'link', text: link.text, href: link.href ?? page },
      ],
    },
  ];
}

/** The studio film, played from its poster on request. */
function filmSlide(slug: string): DemoSlide[] {
  const film = mediaItems.find((item) => item.slug === slug);
  if (!film || film.kind !== 'video') return [];
  return [
    {
      imageKey: `media/${film.slug}`,
      caption: film.title,
      videoUrl: film.url,
      blocks: [
        { kind: 'eyebrow', text: 'Studio film' },
        { kind: 'title', text: film.title },
        { kind: 'text', text: film.caption },
        { kind: 'link', text: 'More from the studios', href: '/media/' },
      ],
    },
  ];
}

export const DEMO_HOME_SLIDES: readonly DemoSlide[] = [
  ...workSlide('quiet-harbour-no-3', 'On the walls', { text: 'View the work' }),
  // The slide the gallery wants looked at longest: twice the usual time (SLD-020).
  ...workSlide(
    'alentejo-ridges',
    'New this season',
    { text: 'View the work' },
    {
      autoplayDelayMs: 10_000,
    },
  ),
  ...filmSlide('film-a-morning-with-haruto-niwase'),
  ...workSlide('composition-with-blue-threshold', 'Colour and Silence', {
    text: 'Explore the collection',
    href: '/shop/',
  }),
  ...workSlide('tiles-remembered', 'Collage and mixed media', {
    text: 'Browse mixed media',
    href: '/shop/?category=collage-and-mixed-media',
  }),
];
