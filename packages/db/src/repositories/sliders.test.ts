import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { images } from '../schema';
import { testDatabaseTargets } from '../testing';
import { sliderRepository, type NewSlide } from './sliders';

async function storeImages(handle: DatabaseHandle, keys: readonly string[]) {
  await handle.db.insert(images).values(
    keys.map((key, index) => ({
      key,
      alt: `Picture ${key}`,
      width: 1200,
      height: 800 + index,
      dominantColor: '#123456',
      variants: [{ width: 480, height: 320, format: 'jpeg' as const, file: `${key}-480.jpg` }],
    })),
  );
}

const slide = (imageKey: string, extra: Partial<NewSlide> = {}): NewSlide => ({
  imageKey,
  blocks: [{ kind: 'title', text: `Title ${imageKey}` }],
  ...extra,
});

const SLIDER = {
  slug: 'home',
  kind: 'main-slideshow' as const,
  label: 'Featured works',
  settings: { width: '1280', height: '720', autoslide: '5000' },
};

describe.each(testDatabaseTargets())('sliders on $name (issue 19)', (target) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('SLD-001 stores a slider once by slug, with its slides in order, pictures and blocks', async () => {
    handle = await target.open();
    await storeImages(handle, ['a', 'b', 'poster', 'thumb']);
    const repository = sliderRepository(handle.db);
    const id = await repository.createIfMissing(SLIDER, [
      slide('a', {
        href: '/product/a/',
        caption: 'Work A',
        blocks: [
          { kind: 'eyebrow', text: 'Now showing' },
          { kind: 'link', text: 'View the work', href: '/product/a/' },
        ],
      }),
      slide('poster', { videoUrl: 'https://www.youtube.com/watch?v=Qm7xL2pW4sA' }),
      slide('missing'),
      slide('b', { autoplayDelayMs: 8000, thumbnailKey: 'thumb' }),
    ]);
    expect(id).toBeTypeOf('number');
    // Written once: a later seed run leaves the owner's slider as it is.
    expect(
      await repository.createIfMissing({ ...SLIDER, label: 'Other' }, [slide('a')]),
    ).toBeUndefined();

    const slider = await repository.findBySlug('home');
    expect(slider).toEqual({ id, ...SLIDER, published: true });
    expect(await repository.findBySlug('nowhere')).toBeUndefined();

    const slides = await repository.slides(id ?? 0);
    // The slide whose picture is not stored is left out; positions stay dense.
    expect(slides.map((row) => [row.position, row.image.key])).toEqual([
      [0, 'a'],
      [1, 'poster'],
      [2, 'b'],
    ]);
    expect(slides[0]).toMatchObject({
      href: '/product/a/',
      caption: 'Work A',
      videoUrl: null,
      autoplayDelayMs: null,
      thumbnail: null,
      blocks: [
        { kind: 'eyebrow', text: 'Now showing' },
        { kind: 'link', text: 'View the work', href: '/product/a/' },
      ],
      image: { alt: 'Picture a', width: 1200, height: 800, dominantColor: '#123456' },
    });
    expect(slides[1]?.videoUrl).toBe('https://www.youtube.com/watch?v=Qm7xL2pW4sA');
    expect(slides[2]).toMatchObject({ autoplayDelayMs: 8000, thumbnail: { key: 'thumb' } });
    expect(slides[2]?.image.variants).toHaveLength(1);
  });

  it('SLD-024 a slider can be unpublished, and a slider without slides reads as none', async () => {
    handle = await target.open();
    const repository = sliderRepository(handle.db);
    const id = (await repository.createIfMissing(SLIDER, [])) ?? 0;
    expect(await repository.slides(id)).toEqual([]);
    await repository.setPublished(id, false);
    expect((await repository.findBySlug('home'))?.published).toBe(false);
  });

  it('a slide delay must be positive and deleting a slider deletes its slides', async () => {
    handle = await target.open();
    await storeImages(handle, ['a']);
    const repository = sliderRepository(handle.db);
    await expect(
      repository.createIfMissing(SLIDER, [slide('a', { autoplayDelayMs: -1 })]),
    ).rejects.toThrow();
    // The failed write left nothing behind: the slider can be written again.
    const id = (await repository.createIfMissing(SLIDER, [slide('a')])) ?? 0;
    expect(await repository.slides(id)).toHaveLength(1);
    await handle.db.execute(`delete from sliders`);
    expect(await repository.slides(id)).toEqual([]);
  });
});
