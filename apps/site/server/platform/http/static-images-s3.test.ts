import type { DatabaseHandle } from '@atelier/db/connection';
import { testDatabaseTargets } from '@atelier/db/testing';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app';
import { startTestS3Server, type TestS3Server } from '../../testing/test-s3-server';
import { createObjectStorage } from '../storage/create-object-storage';
import type { ObjectStorage } from '../storage/object-storage';
import { IMMUTABLE_CACHE_CONTROL } from './static-files';

const WEBP = Buffer.concat([
  Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'),
  Buffer.alloc(3000, 7),
]);

describe.each(testDatabaseTargets().slice(0, 1))(
  'issue 21: generated images served from an S3 store ($name)',
  (target) => {
    let database: DatabaseHandle;
    let s3: TestS3Server;
    let storage: ObjectStorage;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await target.open();
      s3 = await startTestS3Server();
      storage = createObjectStorage(s3.storageConfig({ prefix: 'site/' }));
      await storage.put('images/art-400-0123456789.webp', WEBP, { contentType: 'image/webp' });
      await storage.put('images/art-400-0123456789.jpg', Buffer.from('jpeg bytes'));
      app = await testApp(database, { storage });
    });
    afterAll(async () => {
      await app.close();
      await database.close();
      await s3.close();
    });

    it('issue 21: streams an image from the bucket with its type, immutable caching and ETag', async () => {
      const response = await app.inject({ url: '/images/art-400-0123456789.webp' });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(WEBP)).toBe(true);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['content-length']).toBe(String(WEBP.length));
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
      expect(response.headers['last-modified']).toBeDefined();
      expect(response.headers['set-cookie']).toBeUndefined();
      const etag = String(response.headers.etag);
      expect(etag).toMatch(/^(W\/)?"/);

      // The type comes from the name, not from what the bucket was told.
      const jpeg = await app.inject({ url: '/images/art-400-0123456789.jpg' });
      expect(jpeg.headers['content-type']).toBe('image/jpeg');

      const again = await app.inject({
        url: '/images/art-400-0123456789.webp',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);

      const head = await app.inject({ method: 'HEAD', url: '/images/art-400-0123456789.webp' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(WEBP.length));
      expect(head.headers.etag).toBe(etag);
    });

    it('issue 21: a missing image, or a name that is no storage key, gets the site 404 in JSON or HTML', async () => {
      for (const url of [
        '/images/missing-0123456789.webp',
        '/images/..%2f..%2fetc%2fpasswd',
        '/images/.hidden',
        '/images/',
      ]) {
        const html = await app.inject({ url, headers: { accept: 'text/html' } });
        expect(html.statusCode, url).toBe(404);
        expect(html.headers['content-type']).toMatch(/^text\/html/);
        const json = await app.inject({ url, headers: { accept: 'application/json' } });
        expect(json.statusCode, url).toBe(404);
        expect(json.headers['content-type']).toMatch(/^application\/json/);
      }
      // Uploads live in the same bucket but are never reachable as images.
      await storage.put('uploads/secret-file-name-0123456789ab', Buffer.from('private'));
      // (A literal `/images/../uploads/…` is normalised to `/uploads/…` before routing.)
      for (const url of ['/images/..%2Fuploads%2Fsecret-file-name-0123456789ab']) {
        const escaped = await app.inject({ url });
        expect(escaped.statusCode, url).toBe(404);
        expect(escaped.body).not.toContain('private');
      }
    });

    it('issue 21: hostile image addresses get a 4xx or a redirect, never a 500, and never an upload', async () => {
      await storage.put('uploads/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', Buffer.from('private upload'));
      const segment = fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('..', '.', '%2e%2e', '%2F', '%00', 'uploads', '\\', '%5C', 'é', '%ZZ'),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 5 }), async (parts) => {
          const url = `/images/${parts.map((part) => part.replace(/[?#\s]/g, '')).join('/')}`;
          const response = await app.inject({ url });
          expect(response.statusCode, url).toBeLessThan(500);
          expect(response.body, url).not.toContain('private upload');
        }),
        { numRuns: 60 },
      );
    });
  },
);
