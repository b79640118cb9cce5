import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../platform/storage/create-object-storage';

/** s3rver's fixed credentials: it checks signatures made with them. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/** Tests only (issue 21): an S3-compatible server on a random loopback port, in a temp folder. */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** Settings for `createObjectStorage` against this server; `prefix` as S3_PREFIX. */
  storageConfig(options?: {
    prefix?: string;
    partSizeBytes?: number;
    listPageSize?: number;
  }): StorageConfig;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

export async function startTestS3Server(bucket = 'atelier-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'atelier-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storageConfig: (options = {}) => ({
      driver: 's3',
      endpoint,
      region: 'us-east-1',
      bucket,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
      prefix: options.prefix ?? '',
      ...(options.partSizeBytes === undefined ? {} : { partSizeBytes: options.partSizeBytes }),
      ...(options.listPageSize === undefined ? {} : { listPageSize: options.listPageSize }),
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
