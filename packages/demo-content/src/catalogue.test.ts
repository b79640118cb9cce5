import { describe, expect, it } from 'vitest';
import { artStyles, renderArtworkSvg, type ArtSpec } from './artwork-svg';
import {
  albums,
  artists,
  artworks,
  blogPosts,
  categories,
  homePage,
  mediaItems,
  portfolio,
  site,
  testimonials,
  type PrintArtwork,
} from './catalogue';
import { ORDER_LIMIT } from './print-offers';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const HEX = /^#[0-9a-f]{6}$/;
const DAY = 24 * 60 * 60 * 1000;

const prints = artworks.filter((artwork): artwork is PrintArtwork => artwork.kind === 'print');
const originals = artworks.filter((artwork) => artwork.kind === 'original');
const variations = prints.flatMap((print) => print.variations);

function expectUnique(values: readonly string[]): void {
  const duplicates = values.filter((value, index) => values.indexOf(value) !== index);
  expect(duplicates).toEqual([]);
}

function expectIsoInstant(value: string): void {
  expect(value).toMatch(ISO_INSTANT);
  expect(new Date(value).toISOString().replace('.000Z', 'Z')).toBe(value);
}

const isPositiveInteger = (value: number) => Number.isInteger(value) && value > 0;
const isNonNegativeInteger = (value: number) => Number.isInteger(value) && value >= 0;

/** Every picture the seeder will render, with where it comes from. */
function allArtSpecs(): [string, ArtSpec][] {
  const specs: [string, ArtSpec][] = [];
  for (const artwork of artworks) {
    specs.push([`artwork ${artwork.slug}`, artwork.art]);
    if (artwork.kind === 'print') {
      for (const attribute of artwork.attributes) {
        for (const option of attribute.options) {
          if (option.swatch.type === 'image')
            specs.push([`swatch ${option.id}`, option.swatch.art]);
        }
      }
    }
  }
  for (const post of blogPosts) specs.push([`post ${post.slug}`, post.cover]);
  for (const project of portfolio) {
    specs.push([`project ${project.slug}`, project.cover]);
    project.images.forEach((art, index) => specs.push([`project ${project.slug} #${index}`, art]));
  }
  for (const album of albums) {
    album.images.forEach((image, index) =>
      specs.push([`album ${album.slug} #${index}`, image.art]),
    );
  }
  for (const item of mediaItems) {
    specs.push([`media ${item.slug}`, item.kind === 'image' ? item.art : item.poster]);
  }
  homePage.heroSlides.forEach((slide, index) => specs.push([`hero #${index}`, slide.art]));
  return specs;
}

describe('catalogue: size of the demo gallery', () => {
  it('has the promised number of categories, artists, artworks and featured works', () => {
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(artists.length).toBeGreaterThanOrEqual(8);
    expect(artworks.length).toBeGreaterThanOrEqual(28);
    expect(artworks.filter((artwork) => artwork.featured).length).toBeGreaterThanOrEqual(6);
  });

  it('has enough journal posts, testimonials, portfolio projects, albums and media', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(8);
    expect(testimonials.length).toBeGreaterThanOrEqual(8);
    expect(portfolio.length).toBeGreaterThanOrEqual(9);
    expect(new Set(portfolio.map((project) => project.category)).size).toBeGreaterThanOrEqual(3);
    expect(albums.length).toBeGreaterThanOrEqual(4);
    expect(mediaItems.filter((item) => item.kind === 'image').length).toBeGreaterThanOrEqual(12);
    expect(mediaItems.filter((item) => item.kind === 'video').length).toBeGreaterThanOrEqual(2);
    expect(homePage.heroSlides.length).toBeGreaterThanOrEqual(3);
    expect(homePage.heroSlides.length).toBeLessThanOrEqual(5);
  });

  it('spreads the artworks over every category and every artist', () => {
    for (const category of categories) {
      expect(
        artworks.some((artwork) => artwork.categorySlug === category.slug),
        category.slug,
      ).toBe(true);
    }
    for (const artist of artists) {
      expect(
        artworks.some((artwork) => artwork.artistSlug === artist.slug),
        artist.slug,
      ).toBe(true);
    }
  });
});

describe('catalogue: identity and references', () => {
  it('uses unique, kebab-case slugs in every list', () => {
    const lists: [string, readonly { slug: string }[]][] = [
      ['categories', categories],
      ['artists', artists],
      ['artworks', artworks],
      ['blogPosts', blogPosts],
      ['portfolio', portfolio],
      ['albums', albums],
      ['mediaItems', mediaItems],
    ];
    for (const [name, list] of lists) {
      const slugs = list.map((entry) => entry.slug);
      expectUnique(slugs);
      for (const slug of slugs) expect(slug, name).toMatch(SLUG);
    }
  });

  it('gives every original and every print variation its own SKU', () => {
    expectUnique([
      ...originals.map((artwork) => artwork.sku),
      ...variations.map((variation) => variation.sku),
    ]);
  });

  it('resolves every artist and category reference', () => {
    const artistSlugs = new Set(artists.map((artist) => artist.slug));
    const categorySlugs = new Set(categories.map((category) => category.slug));
    for (const artwork of artworks) {
      expect(artistSlugs.has(artwork.artistSlug), `${artwork.slug} → ${artwork.artistSlug}`).toBe(
        true,
      );
      expect(
        categorySlugs.has(artwork.categorySlug),
        `${artwork.slug} → ${artwork.categorySlug}`,
      ).toBe(true);
    }
  });

  it('links hero slides to real pages, and product links to real artworks', () => {
    const artworkSlugs = new Set(artworks.map((artwork) => artwork.slug));
    for (const slide of homePage.heroSlides) {
      expect(slide.link.startsWith('/')).toBe(true);
      const product = /^\/product\/([^/]+)\/$/.exec(slide.link);
      if (product) expect(artworkSlugs.has(product[1] ?? '')).toBe(true);
    }
  });
});

describe('catalogue: artworks', () => {
  it('describes each artwork in two to four paragraphs with whole-centimetre sizes', () => {
    for (const artwork of artworks) {
      expect(artwork.description.length, artwork.slug).toBeGreaterThanOrEqual(2);
      expect(artwork.description.length, artwork.slug).toBeLessThanOrEqual(4);
      expect(
        isPositiveInteger(artwork.widthCm) && isPositiveInteger(artwork.heightCm),
        artwork.slug,
      ).toBe(true);
      expect(artwork.dimensions, artwork.slug).toContain('×');
      expect(artwork.medium.length, artwork.slug).toBeGreaterThan(0);
      expect(isNonNegativeInteger(artwork.popularity), artwork.slug).toBe(true);
      expect(artwork.year).toBeGreaterThanOrEqual(1900);
      expect(artwork.year).toBeLessThanOrEqual(new Date(artwork.publishedAt).getUTCFullYear());
    }
    for (const original of originals) {
      expect(original.dimensions).toBe(`${original.widthCm} × ${original.heightCm} cm`);
    }
  });

  it('publishes the artworks over roughly the last two years', () => {
    for (const artwork of artworks) expectIsoInstant(artwork.publishedAt);
    const times = artworks.map((artwork) => Date.parse(artwork.publishedAt));
    const span = Math.max(...times) - Math.min(...times);
    expect(span).toBeGreaterThan(365 * DAY);
    expect(span).toBeLessThanOrEqual(2 * 366 * DAY);
    expect(
      new Set(artworks.map((artwork) => artwork.publishedAt.slice(0, 7))).size,
    ).toBeGreaterThanOrEqual(12);
  });

  it('prices originals in positive whole cents with a stock of 0 or 1, two of them sold out', () => {
    for (const original of originals) {
      expect(isPositiveInteger(original.priceCents), original.slug).toBe(true);
      expect([0, 1]).toContain(original.stock);
    }
    expect(originals.filter((original) => original.stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(originals.some((original) => original.stock === 1)).toBe(true);
  });

  it('prices every print variation in positive whole cents with a non-negative whole stock', () => {
    expect(prints.length).toBeGreaterThan(0);
    for (const variation of variations) {
      expect(isPositiveInteger(variation.priceCents), variation.sku).toBe(true);
      expect(isNonNegativeInteger(variation.stock), variation.sku).toBe(true);
      expect(variation.maxQuantity, variation.sku).toBe(Math.min(variation.stock, ORDER_LIMIT));
    }
  });

  it('lets each print variation use only the attributes and options the print declares, once each', () => {
    for (const print of prints) {
      expect(print.variations.length, print.slug).toBeGreaterThan(0);
      const declared = new Map(
        print.attributes.map((attribute) => [
          attribute.id,
          attribute.options.map((option) => option.id),
        ]),
      );
      const combinations = print.variations.map((variation) => {
        expect(Object.keys(variation.attributes).sort(), variation.sku).toEqual(
          [...declared.keys()].sort(),
        );
        for (const [attributeId, optionId] of Object.entries(variation.attributes)) {
          expect(declared.get(attributeId), `${variation.sku} ${attributeId}`).toContain(optionId);
        }
        return [...declared.keys()].map((id) => variation.attributes[id]).join('/');
      });
      expectUnique(combinations);
    }
  });

  it('declares slug ids and well-typed swatches for every attribute option', () => {
    for (const print of prints) {
      expect(print.attributes.map((attribute) => attribute.name)).toEqual(
        expect.arrayContaining(['Size', 'Frame']),
      );
      for (const attribute of print.attributes) {
        expect(attribute.id).toMatch(SLUG);
        expectUnique(attribute.options.map((option) => option.id));
        for (const option of attribute.options) {
          expect(option.id).toMatch(SLUG);
          expect(option.name.length).toBeGreaterThan(0);
          if (option.swatch.type === 'color') expect(option.swatch.value).toMatch(HEX);
          if (option.swatch.type === 'image') expect(artStyles).toContain(option.swatch.art.style);
        }
      }
    }
    const printsWithPaper = prints.filter((print) =>
      print.attributes.some((attribute) => attribute.id === 'paper'),
    );
    expect(printsWithPaper.length).toBeGreaterThanOrEqual(2);
  });

  it('SW-008 SW-009 exercises every swatch state: sold out, a few left, plenty, and unavailable combinations', () => {
    expect(variations.some((variation) => variation.stock === 0)).toBe(true);
    // "N left" shows when the per-order maximum is at or under the stock label threshold of 5 (SW-010).
    expect(
      variations.some(
        (variation) => variation.stock >= 1 && variation.stock <= 4 && variation.maxQuantity <= 5,
      ),
    ).toBe(true);
    expect(variations.some((variation) => variation.stock >= 10)).toBe(true);
    const withGaps = prints.filter((print) => {
      const possible = print.attributes.reduce(
        (product, attribute) => product * attribute.options.length,
        1,
      );
      return print.variations.length < possible;
    });
    expect(withGaps.length).toBeGreaterThanOrEqual(1);
  });
});

describe('catalogue: editorial content', () => {
  it('gives artists a birth year, a country and a two- or three-sentence biography', () => {
    for (const artist of artists) {
      expect(
        Number.isInteger(artist.born) && artist.born > 1900 && artist.born < 2010,
        artist.slug,
      ).toBe(true);
      expect(artist.country.length).toBeGreaterThan(0);
      const sentences = artist.bio.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 0);
      expect(sentences.length, artist.slug).toBeGreaterThanOrEqual(2);
      expect(sentences.length, artist.slug).toBeLessThanOrEqual(3);
    }
  });

  it('writes journal posts with typed blocks, tags and ISO dates, two of them on the same day', () => {
    for (const post of blogPosts) {
      expectIsoInstant(post.publishedAt);
      expect(post.body.length, post.slug).toBeGreaterThanOrEqual(3);
      expect(
        post.body.filter((block) => block.type === 'paragraph').length,
        post.slug,
      ).toBeGreaterThanOrEqual(2);
      for (const block of post.body) {
        expect(['heading', 'paragraph', 'quote']).toContain(block.type);
        expect(block.text.trim().length).toBeGreaterThan(0);
      }
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      expect(post.author.length).toBeGreaterThan(0);
      expect(post.category.length).toBeGreaterThan(0);
      expect(post.excerpt.length).toBeGreaterThan(0);
    }
    const days = blogPosts.map((post) => post.publishedAt.slice(0, 10));
    expect(days.some((day, index) => days.indexOf(day) !== index)).toBe(true);
  });

  it('rates testimonials with whole stars from 1 to 5', () => {
    for (const testimonial of testimonials) {
      expect([1, 2, 3, 4, 5]).toContain(testimonial.rating);
      expect(testimonial.quote.length).toBeGreaterThan(0);
      expect(testimonial.name.length).toBeGreaterThan(0);
      expect(testimonial.role.length).toBeGreaterThan(0);
    }
  });

  it('gives each portfolio project three to five pictures and a description', () => {
    for (const project of portfolio) {
      expect(project.images.length, project.slug).toBeGreaterThanOrEqual(3);
      expect(project.images.length, project.slug).toBeLessThanOrEqual(5);
      expect(project.description.length, project.slug).toBeGreaterThan(0);
      expect(Number.isInteger(project.year)).toBe(true);
    }
  });

  it('fills each album with six to ten captioned pictures', () => {
    for (const album of albums) {
      expectIsoInstant(album.date);
      expect(album.images.length, album.slug).toBeGreaterThanOrEqual(6);
      expect(album.images.length, album.slug).toBeLessThanOrEqual(10);
      for (const image of album.images) expect(image.caption.length).toBeGreaterThan(0);
    }
  });

  it('links videos to YouTube or Vimeo, matching their provider', () => {
    for (const item of mediaItems) {
      if (item.kind !== 'video') continue;
      const pattern =
        item.provider === 'youtube'
          ? /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/
          : /^https:\/\/vimeo\.com\/\d+$/;
      expect(item.url).toMatch(pattern);
    }
  });

  it('describes the site with contact details and the four social networks', () => {
    expect(site.name).toBe('Atelier');
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(site.phone).toMatch(/^\+[\d ]+$/);
    expect(site.address.length).toBeGreaterThan(0);
    expect(site.openingHours.length).toBeGreaterThan(0);
    expect(site.social.map((link) => link.network).sort()).toEqual([
      'facebook',
      'instagram',
      'pinterest',
      'x',
    ]);
    for (const link of site.social) expect(link.url).toMatch(/^https:\/\//);
  });
});

describe('catalogue: pictures', () => {
  it('names only known styles, and every picture renders without a hitch', () => {
    const specs = allArtSpecs();
    expect(specs.length).toBeGreaterThan(150);
    for (const [where, art] of specs) {
      expect(artStyles, where).toContain(art.style);
      const svg = renderArtworkSvg(art, 64, 80);
      expect(svg, where).not.toMatch(/NaN|undefined|Infinity/);
    }
  });
});
