import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObjectStorage } from '../platform/storage/create-object-storage';
import type { ObjectStorage } from '../platform/storage/object-storage';
import { startTestS3Server, type TestS3Server } from '../testing/test-s3-server';
import { renderImage, storageImageOutput } from './render-images';

const svg = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="${color}"/></svg>`;

const request = {
  key: 'artwork/Shared',
  alt: 'Shared',
  svg: svg('#336699'),
  width: 400,
  height: 300,
  widths: [200, 400],
};

describe('issue 21: generated pictures written to an S3 store', () => {
  let s3: TestS3Server;
  let storage: ObjectStorage;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    storage = createObjectStorage(s3.storageConfig());
  });
  afterAll(async () => {
    await s3.close();
  });

  it('issue 21: puts every variant under images/ with its type, and a second machine paints nothing again', async () => {
    const image = await renderImage(request, await storageImageOutput(storage));
    expect(image.variants).toHaveLength(4);
    for (const variant of image.variants) {
      const stored = await storage.head(`images/${variant.file}`);
      expect(stored?.contentType).toBe(`image/${variant.format}`);
      expect(stored?.contentLength).toBeGreaterThan(0);
    }

    // Another machine starting later lists what the bucket holds and writes nothing.
    const writes: string[] = [];
    const counting: ObjectStorage = {
      ...storage,
      put: async (key, body, options) => {
        writes.push(key);
        await storage.put(key, body, options);
      },
    };
    const again = await renderImage(request, await storageImageOutput(counting));
    expect(again.variants).toEqual(image.variants);
    expect(writes).toEqual([]);
    await renderImage({ ...request, svg: svg('#993366') }, await storageImageOutput(counting));
    expect(writes).toHaveLength(4);
  });
});
