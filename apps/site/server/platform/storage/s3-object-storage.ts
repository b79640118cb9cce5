import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition } from './attachment-disposition';
import { assertListPrefix, assertObjectKey, type ObjectStorage } from './object-storage';

/** The smallest part S3 accepts (all but the last); also lib-storage's default part size. */
export const MIN_PART_SIZE = 5 * 1024 * 1024;

export interface S3StorageSettings {
  /** An S3-compatible endpoint (MinIO, R2, s3rver…); unset means AWS itself for `region`. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  /** Never logged. */
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: most self-hosted stores need it. */
  forcePathStyle: boolean;
  /** Prepended to every key (`site-a/`), so several sites may share one bucket. */
  prefix: string;
  /** Bodies larger than this go up in parts of this size (at least 5 MiB). */
  partSizeBytes?: number;
  /** Keys per list request (S3's own limit, 1000, when unset); tests page with fewer. */
  listPageSize?: number;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound');

/**
 * Issue 21 (ADR 0030): the store on an S3-compatible bucket. Checksums only when an operation
 * requires them (`WHEN_REQUIRED`): the SDK's newer default (CRC32 trailers on every upload) is
 * refused by many S3-compatible stores. A stream body goes through lib-storage's `Upload`: one
 * PutObject when it fits in one part, else a multipart upload holding a few parts in memory at
 * a time, aborted if the body fails. Reads stream the response body as it comes.
 */
export function s3ObjectStorage(settings: S3StorageSettings): ObjectStorage & { client: S3Client } {
  const client = new S3Client({
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket, prefix } = settings;
  const partSize = Math.max(MIN_PART_SIZE, settings.partSizeBytes ?? MIN_PART_SIZE);
  const objectKey = (key: string) => {
    assertObjectKey(key);
    return `${prefix}${key}`;
  };

  return {
    driver: 's3',
    client,

    async put(key, body, options = {}) {
      const common = {
        Bucket: bucket,
        Key: objectKey(key),
        ContentType: options.contentType ?? 'application/octet-stream',
        ...(options.cacheControl === undefined ? {} : { CacheControl: options.cacheControl }),
      };
      if (body instanceof Uint8Array) {
        await client.send(
          new PutObjectCommand({ ...common, Body: body, ContentLength: body.byteLength }),
        );
        return;
      }
      const upload = new Upload({
        client,
        params: { ...common, Body: body },
        partSize,
        queueSize: 2,
        // A failed body aborts the multipart upload: no parts are left to pay for.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // When the body broke, that is the story, even if aborting the multipart upload then
        // failed too (an abandoned upload is the bucket lifecycle rule's to clear, ADR 0030).
        const bodyError: unknown = body.errored;
        body.destroy();
        throw bodyError ?? error;
      }
    },

    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        if (!(answer.Body instanceof Readable)) {
          throw new Error('The S3 client answered without a Node stream body');
        }
        return {
          body: answer.Body,
          ...(answer.ContentLength === undefined ? {} : { contentLength: answer.ContentLength }),
          ...(answer.ContentType === undefined ? {} : { contentType: answer.ContentType }),
          ...(answer.LastModified === undefined ? {} : { lastModified: answer.LastModified }),
          ...(answer.ETag === undefined ? {} : { etag: answer.ETag }),
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async head(key) {
      try {
        const answer = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return {
          contentLength: answer.ContentLength ?? 0,
          ...(answer.ContentType === undefined ? {} : { contentType: answer.ContentType }),
          ...(answer.LastModified === undefined ? {} : { lastModified: answer.LastModified }),
          ...(answer.ETag === undefined ? {} : { etag: answer.ETag }),
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async *list(listPrefix) {
      assertListPrefix(listPrefix);
      // ListObjects (v1) paged by marker, the last key seen: every S3-compatible store has it,
      // while v2's continuation tokens are each store's own (s3rver's cannot be made on Node 20).
      let marker: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsCommand({
            Bucket: bucket,
            Prefix: `${prefix}${listPrefix}`,
            ...(marker === undefined ? {} : { Marker: marker }),
            ...(settings.listPageSize === undefined ? {} : { MaxKeys: settings.listPageSize }),
          }),
        );
        const contents = page.Contents ?? [];
        for (const object of contents) {
          if (object.Key === undefined || !object.Key.startsWith(prefix)) continue;
          yield {
            key: object.Key.slice(prefix.length),
            size: object.Size ?? 0,
            ...(object.LastModified === undefined ? {} : { lastModified: object.LastModified }),
          };
        }
        const lastKey = contents.at(-1)?.Key;
        marker = page.IsTruncated === true && lastKey !== undefined ? lastKey : undefined;
      } while (marker !== undefined);
    },

    async signedGetUrl(key, options) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        ...(options.fileName === undefined
          ? {}
          : { ResponseContentDisposition: attachmentDisposition(options.fileName) }),
        ...(options.contentType === undefined ? {} : { ResponseContentType: options.contentType }),
      });
      return getSignedUrl(client, command, { expiresIn: options.expiresInSeconds });
    },
  };
}
