import type { DatabaseHandle } from '@atelier/db/connection';
import { sliderRepository } from '@atelier/db/repositories/sliders';
import { images, sliderSlides } from '@atelier/db/schema';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import { DEMO_HOME_SLIDES, DEMO_HOME_SLIDESHOW } from '@atelier/demo-content/home-slideshow';
import { afterEach, describe, expect, it } from 'vitest';
import { followContentChanges } from '../platform/content-changes';
import { readStoredBlocks, readStoredSettings, safeHref, sliderService } from './slider-service';

describe('stored slider data read with zod (issue 19)', () => {
  it('SLD-002 settings become data-attribute text; other names and values are dropped', () => {
    expect(
      readStoredSettings({
        width: 1280,
        height: '720',
        loop: true,
        'Bad Name': '1',
        nested: { width: 1 },
        'lock-left': false,
      }),
    ).toEqual({ width: '1280', height: '720', loop: 'true', 'lock-left': 'false' });
    expect(readStoredSettings(['width'])).toEqual({});
    expect(readStoredSettings(null)).toEqual({});
    expect(readStoredSettings('width=1')).toEqual({});
  });

  it('SLD-028 caption blocks keep their kind and text; a link to an unsafe place shows as text', () => {
    expect(
      readStoredBlocks([
        { kind: 'eyebrow', text: ' Now showing ' },
        { kind: 'title', text: '' },
        { kind: 'marquee', text: 'Nope' },
        { kind: 'link', text: 'View', href: '/product/a/' },
        { kind: 'link', text: 'Evil', href: 'javascript:alert(1)' },
        'text',
      ]),
    ).toEqual([
      { kind: 'eyebrow', text: 'Now showing' },
      { kind: 'link', text: 'View', href: '/product/a/' },
      { kind: 'text', text: 'Evil' },
    ]);
    expect(readStoredBlocks({ kind: 'title', text: 'x' })).toEqual([]);
  });

  it('a stored link is a path on the site or an http(s) address', () => {
    expect(safeHref('/shop/')).toBe('/shop/');
    expect(safeHref('https://www.youtube.com/watch?v=Qm7xL2pW4sA')).toBe(
      'https://www.youtube.com/watch?v=Qm7xL2pW4sA',
    );
    expect(safeHref('//evil.example/')).toBeUndefined();
    expect(safeHref('/\\evil.example/')).toBeUndefined();
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,hi')).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });
});

describe.each(testDatabaseTargets())('slider service on $name (issue 19)', (target) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('SLD-001 SLD-033 loads the demo slideshow with its settings and every slide', async () => {
    handle = await target.open();
    await seedDemoContent(handle, imagelessStore);
    const view = await sliderService(handle.db).bySlug(DEMO_HOME_SLIDESHOW.slug);
    expect(view?.kind).toBe('main-slideshow');
    expect(view?.label).toBe('In the gallery now');
    expect(view?.attributes).toEqual(DEMO_HOME_SLIDESHOW.settings);
    expect(view?.slides).toHaveLength(DEMO_HOME_SLIDES.length);
    const [first] = view?.slides ?? [];
    const demo = DEMO_HOME_SLIDES[0];
    expect(first?.href).toBe(demo?.href);
    expect(first?.caption).toBe(demo?.caption);
    expect(first?.blocks).toEqual(demo?.blocks);
    expect(first?.picture.alt).toMatch(/hung on a wall at true scale/);
    expect([first?.width, first?.height]).toEqual([first?.picture.width, first?.picture.height]);
    // Ids are unique, so components can key slides by them.
    expect(new Set(view?.slides.map((slide) => slide.id)).size).toBe(DEMO_HOME_SLIDES.length);
    const film = view?.slides.find((slide) => slide.videoUrl);
    expect(film?.videoUrl).toBe(DEMO_HOME_SLIDES.find((slide) => slide.videoUrl)?.videoUrl);
    expect(film?.href).toBeUndefined();
    expect(view?.slides.filter((slide) => slide.autoplayDelayMs !== undefined)).toHaveLength(1);
  });

  it('SLD-024 an unpublished or empty slider has no slides; an unknown one is undefined', async () => {
    handle = await target.open();
    await handle.db.insert(images).values({
      key: 'a',
      alt: 'A',
      width: 1200,
      height: 800,
      dominantColor: '#000000',
      variants: [],
    });
    const repository = sliderRepository(handle.db);
    const settings = { width: '1280' };
    const id = await repository.createIfMissing(
      { slug: 'home', kind: 'main-slideshow', label: 'Home', settings },
      [{ imageKey: 'a', blocks: [] }],
    );
    await repository.createIfMissing(
      { slug: 'empty', kind: 'main-slideshow', label: 'Empty', settings },
      [],
    );
    const service = sliderService(handle.db);
    expect((await service.bySlug('home'))?.slides).toHaveLength(1);
    await repository.setPublished(id ?? 0, false);
    expect(await service.bySlug('home')).toMatchObject({ label: 'Home', slides: [] });
    expect((await service.bySlug('empty'))?.slides).toEqual([]);
    expect(await service.bySlug('missing')).toBeUndefined();
  });

  it('a hand-edited row with broken JSON degrades to defaults instead of failing the page', async () => {
    handle = await target.open();
    await handle.db.insert(images).values({
      key: 'a',
      alt: 'A',
      width: 1200,
      height: 800,
      dominantColor: '#000000',
      variants: [],
    });
    const repository = sliderRepository(handle.db);
    const id =
      (await repository.createIfMissing(
        { slug: 'home', kind: 'main-slideshow', label: 'Home', settings: {} },
        [{ imageKey: 'a', blocks: [], href: '/x/' }],
      )) ?? 0;
    await handle.db.execute(`update sliders set settings = '"oops"'::jsonb`);
    await handle.db
      .update(sliderSlides)
      .set({ blocks: { title: 'not a list' }, href: 'javascript:x' });
    const view = await sliderService(handle.db).bySlug('home');
    expect(view?.attributes).toEqual({});
    expect(view?.slides[0]?.blocks).toEqual([]);
    expect(view?.slides[0]?.href).toBeUndefined();
    expect(view?.slides[0]?.id).toBe(`${id}-0`);
  });

  it('the page cache hears "sliders" and "sliders:<id>" when a slider or one of its slides changes', async () => {
    handle = await target.open();
    await handle.db.insert(images).values({
      key: 'a',
      alt: 'A',
      width: 1200,
      height: 800,
      dominantColor: '#000000',
      variants: [],
    });
    const repository = sliderRepository(handle.db);
    const id =
      (await repository.createIfMissing(
        { slug: 'home', kind: 'main-slideshow', label: 'Home', settings: {} },
        [{ imageKey: 'a', blocks: [] }],
      )) ?? 0;
    const heard: string[] = [];
    const stop = await followContentChanges(handle, {
      changed: (tags) => heard.push(...tags),
      lost: () => undefined,
    });
    try {
      await handle.db.update(sliderSlides).set({ caption: 'A new caption' });
      await expect.poll(() => heard).toEqual(expect.arrayContaining(['sliders', `sliders:${id}`]));
      heard.length = 0;
      await repository.setPublished(id, false);
      await expect.poll(() => heard).toEqual(expect.arrayContaining(['sliders', `sliders:${id}`]));
    } finally {
      await stop();
    }
  });
});
