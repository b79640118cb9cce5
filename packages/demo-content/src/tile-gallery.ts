import { albums, artists, artworks, mediaItems } from './catalogue';

/*
 * Issue 18 (GAL): the albums page's tile gallery, "From the gallery". Every tile shows a picture
 * the demo already paints (works, their close-ups, album and media pictures), named by its image
 * key, so the gallery costs the seed no rendering. Four filter sets, two films.
 */

export const TILE_FILTER_SETS = ['paintings', 'prints', 'photography', 'studio'] as const;
export type TileFilterSet = (typeof TILE_FILTER_SETS)[number];

export interface DemoTile {
  readonly type: 'image' | 'iframe';
  /** The `images.key` of the picture (a film's poster for an iframe tile). */
  readonly imageKey: string;
  readonly title: string;
  readonly subtitle: string;
  readonly filterSets: readonly TileFilterSet[];
  /** Where the title leads: the work's page in the shop. */
  readonly link?: string;
  /** An iframe tile's film page (YouTube or Vimeo). */
  readonly videoUrl?: string;
}

export const DEMO_TILE_GALLERY = {
  slug: 'from-the-gallery',
  title: 'From the gallery',
  /** 20 tiles on the page, then chunks of 12 on scroll (GAL-005); revealed one by one (GAL-004). */
  settings: { pageSize: 12, firstChunkSize: 20, sequential: true },
} as const;

const artistName = new Map(artists.map((artist) => [artist.slug, artist.name]));
const sentence = (text: string) => text.replace(/\.$/, '');

function workTiles(
  filter: (artwork: (typeof artworks)[number]) => boolean,
  set: TileFilterSet,
): DemoTile[] {
  return artworks.filter(filter).map((artwork) => ({
    type: 'image',
    imageKey: `artwork/${artwork.slug}`,
    title: artwork.title,
    subtitle: `${artistName.get(artwork.artistSlug) ?? 'Unknown artist'}, ${artwork.year}`,
    filterSets: [set],
    link: `/product/${artwork.slug}/`,
  }));
}

function albumTiles(slug: string, set: TileFilterSet, only?: readonly number[]): DemoTile[] {
  const album = albums.find((candidate) => candidate.slug === slug);
  if (!album) return [];
  return album.images.flatMap((picture, index): DemoTile[] =>
    only && !only.includes(index + 1)
      ? []
      : [
          {
            type: 'image',
            imageKey: `album/${album.slug}/${index + 1}`,
            title: sentence(picture.caption),
            subtitle: picture.location ?? album.title,
            filterSets: [set],
          },
        ],
  );
}

function mediaTiles(slugs: readonly string[], set: TileFilterSet): DemoTile[] {
  return slugs.flatMap((slug): DemoTile[] => {
    const item = mediaItems.find((candidate) => candidate.slug === slug);
    if (!item) return [];
    return [
      item.kind === 'video'
        ? {
            type: 'iframe',
            imageKey: `media/${item.slug}`,
            title: item.title,
            subtitle: sentence(item.caption),
            filterSets: [set],
            videoUrl: item.url,
          }
        : {
            type: 'image',
            imageKey: `media/${item.slug}`,
            title: item.title,
            subtitle: item.location,
            filterSets: [set],
          },
    ];
  });
}

const bySet: Record<TileFilterSet, DemoTile[]> = {
  paintings: workTiles((artwork) => artwork.kind === 'original', 'paintings'),
  prints: [
    ...workTiles((artwork) => artwork.categorySlug === 'prints-and-editions', 'prints'),
    ...artworks
      .filter((artwork) => artwork.categorySlug === 'prints-and-editions')
      .map((artwork): DemoTile => ({
        type: 'image',
        imageKey: `artwork/${artwork.slug}/detail`,
        title: `${artwork.title}, detail`,
        subtitle: artwork.medium,
        filterSets: ['prints'],
        link: `/product/${artwork.slug}/`,
      })),
  ],
  photography: [
    ...workTiles((artwork) => artwork.categorySlug === 'photography', 'photography'),
    ...albumTiles('north-with-solveig', 'photography'),
    ...mediaTiles(
      [
        'tagus-from-the-terrace',
        'monsaraz-by-moonlight',
        'andoya-in-february',
        'salt-pans-alcochete',
        'fern-house',
        'courtyard-arches',
      ],
      'photography',
    ),
  ],
  studio: [
    ...mediaTiles(['film-pulling-a-screenprint'], 'studio'),
    ...albumTiles('studio-visits-2025', 'studio'),
    ...mediaTiles(['film-a-morning-with-haruto-niwase'], 'studio'),
    ...albumTiles('in-the-framing-workshop', 'studio'),
    ...mediaTiles(
      [
        'gallery-front-room',
        'maquette-wall',
        'rehearsal-in-circles',
        'ink-on-kozo',
        'wrapped-for-travel',
      ],
      'studio',
    ),
  ],
};

/**
 * The tiles in gallery order: the four sets dealt in turn, so every chunk of the unfiltered
 * gallery mixes them (and each set's own order is kept).
 */
export const DEMO_TILES: readonly DemoTile[] = (() => {
  const queues = TILE_FILTER_SETS.map((set) => [...bySet[set]]);
  const dealt: DemoTile[] = [];
  while (queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) dealt.push(next);
    }
  }
  return dealt;
})();
