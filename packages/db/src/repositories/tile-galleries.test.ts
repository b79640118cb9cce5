import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { images } from '../schema';
import { testDatabaseTargets } from '../testing';
import { tileGalleryRepository, type NewTile } from './tile-galleries';

const SETTINGS = { pageSize: 3, firstChunkSize: 4, sequential: true };

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

const tile = (imageKey: string, sets: string[], extra: Partial<NewTile> = {}): NewTile => ({
  type: 'image',
  imageKey,
  title: `Title ${imageKey}`,
  subtitle: `Subtitle ${imageKey}`,
  filterSets: sets,
  ...extra,
});

describe.each(testDatabaseTargets())('tile galleries on $name (issue 18)', (target) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('GAL-001 stores a gallery once by slug, with its tiles in order and their pictures', async () => {
    handle = await target.open();
    await storeImages(handle, ['a', 'b', 'c', 'film']);
    const repository = tileGalleryRepository(handle.db);
    const id = await repository.createIfMissing(
      { slug: 'demo', title: 'Demo', settings: SETTINGS },
      [
        tile('a', ['prints']),
        tile('film', ['studio'], {
          type: 'iframe',
          videoUrl: 'https://vimeo.com/824451903',
          link: null,
        }),
        tile('b', ['paintings', 'prints'], { link: '/product/b/' }),
        tile('c', ['studio']),
      ],
    );
    expect(id).toBeTypeOf('number');
    // Written once: a second seed run leaves the gallery as it is.
    expect(
      await repository.createIfMissing({ slug: 'demo', title: 'Other', settings: SETTINGS }, []),
    ).toBeUndefined();

    const gallery = await repository.findBySlug('demo');
    expect(gallery).toMatchObject({ id, title: 'Demo', settings: SETTINGS });
    expect(gallery?.filterSets).toEqual(['prints', 'studio', 'paintings']);
    expect(await repository.find(id ?? 0)).toEqual(gallery);
    expect(await repository.findBySlug('missing')).toBeUndefined();

    const tiles = await repository.tiles(id ?? 0, { offset: 0, limit: 10 });
    expect(tiles.map((row) => row.image.key)).toEqual(['a', 'film', 'b', 'c']);
    expect(tiles[1]).toMatchObject({
      type: 'iframe',
      videoUrl: 'https://vimeo.com/824451903',
      title: 'Title film',
    });
    expect(tiles[2]).toMatchObject({
      link: '/product/b/',
      filterSets: ['paintings', 'prints'],
      image: { alt: 'Picture b', width: 1200, dominantColor: '#123456' },
    });
    expect(tiles[2]?.image.variants).toHaveLength(1);
  });

  it('GAL-005 reads a range of tiles, of one filter set when asked, and nothing past the end', async () => {
    handle = await target.open();
    const keys = Array.from({ length: 9 }, (_, index) => `k${index}`);
    await storeImages(handle, keys);
    const repository = tileGalleryRepository(handle.db);
    const id =
      (await repository.createIfMissing(
        { slug: 'range', title: 'Range', settings: SETTINGS },
        keys.map((key, index) => tile(key, index % 3 === 0 ? ['prints'] : ['studio'])),
      )) ?? 0;
    const keysOf = async (range: { offset: number; limit: number; filter?: string }) =>
      (await repository.tiles(id, range)).map((row) => row.image.key);
    expect(await keysOf({ offset: 0, limit: 4 })).toEqual(['k0', 'k1', 'k2', 'k3']);
    expect(await keysOf({ offset: 4, limit: 3 })).toEqual(['k4', 'k5', 'k6']);
    expect(await keysOf({ offset: 7, limit: 3 })).toEqual(['k7', 'k8']);
    expect(await keysOf({ offset: 9, limit: 3 })).toEqual([]);
    expect(await keysOf({ offset: 0, limit: 10, filter: 'prints' })).toEqual(['k0', 'k3', 'k6']);
    expect(await keysOf({ offset: 1, limit: 1, filter: 'prints' })).toEqual(['k3']);
    expect(await keysOf({ offset: 0, limit: 10, filter: 'nothing' })).toEqual([]);
    // A filter is a value, never SQL or JSON syntax.
    expect(await keysOf({ offset: 0, limit: 10, filter: `"]' or 1=1 --` })).toEqual([]);
  });

  it('leaves out tiles whose picture is not stored, keeping the others in order', async () => {
    handle = await target.open();
    await storeImages(handle, ['x', 'z']);
    const repository = tileGalleryRepository(handle.db);
    const id =
      (await repository.createIfMissing({ slug: 'gaps', title: 'Gaps', settings: SETTINGS }, [
        tile('x', ['a']),
        tile('y', ['a']),
        tile('z', ['a']),
      ])) ?? 0;
    const tiles = await repository.tiles(id, { offset: 0, limit: 10 });
    expect(tiles.map((row) => [row.position, row.image.key])).toEqual([
      [0, 'x'],
      [1, 'z'],
    ]);
  });

  it('refuses an image tile with a film address, or a film without one (GAL-001 types)', async () => {
    handle = await target.open();
    await storeImages(handle, ['p']);
    const repository = tileGalleryRepository(handle.db);
    const id =
      (await repository.createIfMissing({ slug: 'c', title: 'C', settings: SETTINGS }, [])) ?? 0;
    await expect(
      handle.db.execute(
        `insert into tile_gallery_tiles (gallery_id, position, type, image_id, title, video_url)
         select ${id}, 0, 'image', id, 'x', 'https://vimeo.com/1' from images`,
      ),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(
        `insert into tile_gallery_tiles (gallery_id, position, type, image_id, title)
         select ${id}, 0, 'iframe', id, 'x' from images`,
      ),
    ).rejects.toThrow();
  });
});
