import {
  albums as demoAlbums,
  artworks,
  categories as demoCategories,
} from '@atelier/demo-content/catalogue';
import { LEGAL_PAGES } from '@atelier/demo-content/legal-pages';
import { DEMO_TILE_GALLERY, DEMO_TILES } from '@atelier/demo-content/tile-gallery';
import { DEMO_HOME_SLIDES, DEMO_HOME_SLIDESHOW } from '@atelier/demo-content/home-slideshow';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { catalogueRepository } from './repositories/catalogue';
import { contentRepository } from './repositories/content';
import {
  DEMO_SEED_FLAG,
  planDemoImages,
  planProductViews,
  seedDemoContent,
  type ImageRenderer,
  type ImageStore,
} from './seed-demo';
import { systemFlagRepository } from './repositories/system-flags';
import { tileGalleryRepository } from './repositories/tile-galleries';
import { sliderRepository } from './repositories/sliders';
import { commentRepository } from './repositories/comments';
import { DEMO_COMMENT_THREADS } from '@atelier/demo-content/comments';
import { testDatabaseTargets } from './testing';

/**
 * Rasterising is the server's job (sharp) and has its own test; here a renderer that records
 * what it was asked keeps these database tests fast.
 */
function recordingRenderer(onDisk: (file: string) => boolean = () => true) {
  const requested: string[] = [];
  const render: ImageRenderer = async (request) => {
    requested.push(request.key);
    expect(request.svg.startsWith('<svg')).toBe(true);
    return {
      key: request.key,
      alt: request.alt,
      width: request.width,
      height: request.height,
      dominantColor: '#808080',
      variants: request.widths.map((width) => ({
        width,
        height: Math.round((request.height * width) / request.width),
        format: 'webp' as const,
        file: `${request.key.replace(/\W+/g, '-')}-${width}.webp`,
      })),
    };
  };
  const store: ImageStore = { render, has: onDisk };
  return { store, requested };
}

describe.each(testDatabaseTargets())('demo seed on $name', (target) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('fills an empty database once, and a second run changes nothing', async () => {
    handle = await target.open();
    const renderer = recordingRenderer();
    expect(await seedDemoContent(handle, renderer.store)).toBe('seeded');
    expect(renderer.requested).toHaveLength(planDemoImages().length);

    const catalogue = catalogueRepository(handle.db);
    const all = await catalogue.listProducts({ ordering: 'menu_order', page: 1, perPage: 100 });
    expect(all.total).toBe(artworks.length);
    expect(all.total).toBeGreaterThanOrEqual(24);
    const categories = await catalogue.categoriesWithCounts();
    expect(categories.map((category) => category.slug)).toEqual(
      demoCategories.map((category) => category.slug),
    );
    expect(categories.every((category) => category.productCount > 0)).toBe(true);

    const again = recordingRenderer();
    expect(await seedDemoContent(handle, again.store)).toBe('already-seeded');
    expect(again.requested).toEqual([]);
    expect(
      (await catalogue.listProducts({ ordering: 'menu_order', page: 1, perPage: 100 })).total,
    ).toBe(artworks.length);
  });

  it('on a machine missing some image files, paints only those again', async () => {
    handle = await target.open();
    await seedDemoContent(handle, recordingRenderer().store);
    const lost = planDemoImages()[3]?.key ?? '';
    const prefix = lost.replace(/\W+/g, '-');
    // Only that picture's own files (`<key>-<width>.webp`), not those of keys that extend it.
    const lostFile = new RegExp(`^${prefix}-\\d+\\.webp$`);
    const newMachine = recordingRenderer((file) => !lostFile.test(file));
    expect(await seedDemoContent(handle, newMachine.store)).toBe('already-seeded');
    expect(newMachine.requested).toEqual([lost]);
  });

  it('leaves a database that already has a catalogue alone', async () => {
    handle = await target.open();
    expect(await seedDemoContent(handle, recordingRenderer().store)).toBe('seeded');
    // Forget the flag, as if the products were the owner's own.
    await handle.db.execute(`delete from system_flags`);
    expect(await seedDemoContent(handle, recordingRenderer().store)).toBe('not-empty');
  });

  it('stores prints with their variations and the home page with post id 35950 (THEME-002)', async () => {
    handle = await target.open();
    await seedDemoContent(handle, recordingRenderer().store);
    const print = artworks.find((artwork) => artwork.kind === 'print');
    if (!print || print.kind !== 'print') throw new Error('The demo gallery has no print.');
    const stored = await catalogueRepository(handle.db).productBySlug(print.slug);
    expect(stored?.variations.map((variation) => variation.sku)).toEqual(
      print.variations.map((variation) => variation.sku),
    );
    expect(stored?.attributes.map((attribute) => attribute.id)).toEqual(
      print.attributes.map((attribute) => attribute.id),
    );
    expect(stored?.minPriceCents).toBe(
      Math.min(...print.variations.map((variation) => variation.priceCents)),
    );
    expect((await contentRepository(handle.db).pageBySlug('home'))?.id).toBe(35950);
  });

  it('gives every artwork a gallery: its close-up, then the room view, with captions', async () => {
    handle = await target.open();
    await seedDemoContent(handle, recordingRenderer().store);
    const catalogue = catalogueRepository(handle.db);
    for (const artwork of [artworks[0], artworks.at(-1)]) {
      const stored = await catalogue.productBySlug(artwork?.slug ?? '');
      expect(stored?.views.map((view) => [view.caption, view.image.key])).toEqual([
        ['Detail of the surface', `artwork/${artwork?.slug}/detail`],
        ['In a room, to scale', `artwork/${artwork?.slug}/in-situ`],
      ]);
    }
  });

  it('issue 12: seeds the legal pages as content pages, which the site pages are not', async () => {
    handle = await target.open();
    await seedDemoContent(handle, recordingRenderer().store);
    const content = contentRepository(handle.db);
    expect((await content.contentPages()).map((page) => page.slug)).toEqual([
      'terms-and-conditions',
      'privacy-policy',
      'shipping-and-returns',
      'imprint',
    ]);
    const terms = await content.contentPageBySlug('terms-and-conditions');
    expect(terms?.title).toBe('Terms and conditions');
    expect(terms?.body.some((block) => /14 days/.test(block.text))).toBe(true);
    expect(terms?.updatedAt).toEqual(new Date('2026-11-02'));
    // The site's own pages are drawn by their routes: they are no content page.
    expect(await content.contentPageBySlug('shop')).toBeUndefined();
    expect(await content.contentPageBySlug('no-such-page')).toBeUndefined();
  });

  it('issue 12: a database seeded before the legal pages existed gets them at the next start, and keeps edits', async () => {
    handle = await target.open();
    await seedDemoContent(handle, recordingRenderer().store);
    const legalIds = LEGAL_PAGES.map((page) => page.id).join(', ');
    await handle.db.execute(`delete from pages where id in (${legalIds})`);
    await handle.db.execute(`update pages set title = 'Our shop' where slug = 'shop'`);
    const content = contentRepository(handle.db);
    expect(await content.contentPages()).toEqual([]);

    expect(await seedDemoContent(handle, recordingRenderer().store)).toBe('already-seeded');
    expect(await content.contentPages()).toHaveLength(LEGAL_PAGES.length);
    expect((await content.pageBySlug('shop'))?.title).toBe('Our shop');
  });

  it('issue 12: album pictures and journal covers of works are painted as those works (room view or close-up)', () => {
    const plans = new Map(planDemoImages().map((plan) => [plan.key, plan]));
    const tideTable = artworks.find((artwork) => artwork.slug === 'tide-table');
    const openingNight = plans.get('album/opening-night-lines-of-the-tide/1');
    expect(openingNight?.alt).toMatch(/Tide Table/);
    expect(openingNight?.art).toEqual(tideTable?.art);
    expect(openingNight?.view?.kind).toBe('in-situ');
    const cover = plans.get('post/opening-night-lines-of-the-tide');
    expect(cover?.art).toEqual(tideTable?.art);
    expect(cover?.view?.kind).toBe('in-situ');
  });

  it('issue 12: a version-2 seed gets the new album pictures, captions and journal covers once', async () => {
    handle = await target.open();
    await seedDemoContent(handle, recordingRenderer().store);
    await handle.db.execute(`update album_images set caption = 'An old caption'`);
    await systemFlagRepository(handle.db).set(DEMO_SEED_FLAG, '2');

    const upgrade = recordingRenderer();
    expect(await seedDemoContent(handle, upgrade.store)).toBe('already-seeded');
    expect(upgrade.requested.length).toBeGreaterThan(0);
    expect(upgrade.requested.every((key) => /^(album|post)\//.test(key))).toBe(true);
    const stored = await contentRepository(handle.db).albums();
    expect(stored.flatMap((album) => album.pictures.map((picture) => picture.caption))).toEqual(
      demoAlbums.flatMap((album) => album.images.map((picture) => picture.caption)),
    );
    expect(await systemFlagRepository(handle.db).get(DEMO_SEED_FLAG)).toBe('6');

    const later = recordingRenderer();
    await seedDemoContent(handle, later.store);
    expect(later.requested).toEqual([]);
  });

  it('issue 18: seeds the tile gallery with every demo tile, and a version-3 seed gets it once', async () => {
    handle = await target.open();
    expect(await seedDemoContent(handle, recordingRenderer().store)).toBe('seeded');
    const galleries = tileGalleryRepository(handle.db);
    const seeded = await galleries.findBySlug(DEMO_TILE_GALLERY.slug);
    expect(seeded?.filterSets.sort()).toEqual(['paintings', 'photography', 'prints', 'studio']);
    const tiles = await galleries.tiles(seeded?.id ?? 0, { offset: 0, limit: 1000 });
    expect(tiles.map((row) => row.image.key)).toEqual(DEMO_TILES.map((row) => row.imageKey));

    await handle.db.execute(`delete from tile_galleries`);
    await systemFlagRepository(handle.db).set(DEMO_SEED_FLAG, '3');
    const upgrade = recordingRenderer();
    expect(await seedDemoContent(handle, upgrade.store)).toBe('already-seeded');
    // The gallery shows pictures already stored: nothing is painted for it.
    expect(upgrade.requested).toEqual([]);
    const added = await galleries.findBySlug(DEMO_TILE_GALLERY.slug);
    expect(await galleries.tiles(added?.id ?? 0, { offset: 0, limit: 1000 })).toHaveLength(
      DEMO_TILES.length,
    );
    expect(await systemFlagRepository(handle.db).get(DEMO_SEED_FLAG)).toBe('6');
  });

  it('issue 19: seeds the home slideshow with every demo slide, and a version-4 seed gets it once', async () => {
    handle = await target.open();
    expect(await seedDemoContent(handle, recordingRenderer().store)).toBe('seeded');
    const sliders = sliderRepository(handle.db);
    const seeded = await sliders.findBySlug(DEMO_HOME_SLIDESHOW.slug);
    expect(seeded).toMatchObject({ kind: 'main-slideshow', published: true });
    const slides = await sliders.slides(seeded?.id ?? 0);
    expect(slides.map((row) => row.image.key)).toEqual(DEMO_HOME_SLIDES.map((row) => row.imageKey));

    // The owner's change survives a later start: the slider is written only when missing.
    await handle.db.execute(`update sliders set label = 'On the walls'`);
    expect(await seedDemoContent(handle, recordingRenderer().store)).toBe('already-seeded');
    expect((await sliders.findBySlug(DEMO_HOME_SLIDESHOW.slug))?.label).toBe('On the walls');

    await handle.db.execute(`delete from sliders`);
    await systemFlagRepository(handle.db).set(DEMO_SEED_FLAG, '4');
    const upgrade = recordingRenderer();
    expect(await seedDemoContent(handle, upgrade.store)).toBe('already-seeded');
    // The slides show pictures already stored: nothing is painted for them.
    expect(upgrade.requested).toEqual([]);
    const added = await sliders.findBySlug(DEMO_HOME_SLIDESHOW.slug);
    expect(await sliders.slides(added?.id ?? 0)).toHaveLength(DEMO_HOME_SLIDES.length);
    expect(await systemFlagRepository(handle.db).get(DEMO_SEED_FLAG)).toBe('6');
  });

  it('issue 20: seeds approved threaded comments, and a version-5 seed gets them once', async () => {
    handle = await target.open();
    expect(await seedDemoContent(handle, recordingRenderer().store)).toBe('seeded');
    const comments = commentRepository(handle.db);
    const content = contentRepository(handle.db);
    const firstThread = DEMO_COMMENT_THREADS[0];
    const post = await content.postBySlug(firstThread?.slug ?? '');
    const shown = await comments.approvedFor({ kind: 'post', id: post?.id ?? 0 });
    expect(shown.map((row) => row.authorName)).toEqual(
      firstThread?.comments.map((comment) => comment.authorName),
    );
    expect(shown[1]?.parentId).toBe(shown[0]?.id);
    const total = DEMO_COMMENT_THREADS.reduce((sum, thread) => sum + thread.comments.length, 0);
    expect(await comments.list({ status: 'approved', limit: 100 })).toHaveLength(total);

    await handle.db.execute(`delete from comments`);
    await systemFlagRepository(handle.db).set(DEMO_SEED_FLAG, '5');
    expect(await seedDemoContent(handle, recordingRenderer().store)).toBe('already-seeded');
    expect(await comments.list({ status: 'approved', limit: 100 })).toHaveLength(total);
    // Once: a later start adds nothing.
    expect(await seedDemoContent(handle, recordingRenderer().store)).toBe('already-seeded');
    expect(await comments.list({ limit: 100 })).toHaveLength(total);
    expect(await systemFlagRepository(handle.db).get(DEMO_SEED_FLAG)).toBe('6');
  });

  it('adds the galleries once to a database seeded before they existed (version 1)', async () => {
    handle = await target.open();
    await seedDemoContent(handle, recordingRenderer().store);
    await handle.db.execute(`delete from product_images`);
    await systemFlagRepository(handle.db).set(DEMO_SEED_FLAG, '1');

    const upgrade = recordingRenderer();
    expect(await seedDemoContent(handle, upgrade.store)).toBe('already-seeded');
    // Version 1 also predates the version-3 album and journal pictures (tested above).
    expect(upgrade.requested.filter((key) => !/^(album|post)\//.test(key)).sort()).toEqual(
      planProductViews()
        .map((plan) => plan.key)
        .sort(),
    );
    const stored = await catalogueRepository(handle.db).productBySlug(artworks[0]?.slug ?? '');
    expect(stored?.views).toHaveLength(2);

    const later = recordingRenderer();
    expect(await seedDemoContent(handle, later.store)).toBe('already-seeded');
    expect(later.requested).toEqual([]);
  });
});

// Only PostgreSQL serves several processes; the suite exists when TEST_DATABASE_URL names one.
const postgres = testDatabaseTargets().find((target) => target.name === 'postgres');
if (postgres) {
  describe('demo seed from several processes at once (PostgreSQL)', () => {
    it('seeds exactly once when two starts race', async () => {
      const handle = await postgres.open();
      try {
        const outcomes = await Promise.all([
          seedDemoContent(handle, recordingRenderer().store),
          seedDemoContent(handle, recordingRenderer().store),
        ]);
        expect(outcomes.sort()).toEqual(['already-seeded', 'seeded']);
        expect(
          (
            await catalogueRepository(handle.db).listProducts({
              ordering: 'menu_order',
              page: 1,
              perPage: 1,
            })
          ).total,
        ).toBe(artworks.length);
      } finally {
        await handle.close();
      }
    });
  });
}
