import { localObjectStorage } from './local-object-storage';
import type { ObjectStorage } from './object-storage';
import type { S3StorageSettings } from './s3-object-storage';

/**
 * Issue 21 (ADR 0030): where stored files live. `local` (the default) is a folder, DATA_DIR on
 * one machine; `s3` is a bucket several machines share.
 */
export type StorageConfig =
  { driver: 'local'; directory: string } | ({ driver: 's3' } & S3StorageSettings);

/**
 * The S3 store with the AWS SDK loaded on its first use: the SDK takes about half a second to
 * load, which a site (or a test) on the local folder should never pay.
 */
function lazyS3Storage(settings: S3StorageSettings): ObjectStorage {
  let loaded: Promise<ObjectStorage> | undefined;
  const store = () => {
    loaded ??= import('./s3-object-storage').then(({ s3ObjectStorage }) =>
      s3ObjectStorage(settings),
    );
    return loaded;
  };
  return {
    driver: 's3',
    put: async (key, body, options) => (await store()).put(key, body, options),
    get: async (key) => (await store()).get(key),
    head: async (key) => (await store()).head(key),
    delete: async (key) => (await store()).delete(key),
    async *list(prefix) {
      yield* (await store()).list(prefix);
    },
    signedGetUrl: async (key, options) => (await store()).signedGetUrl(key, options),
  };
}

/** Built once by the composition root and handed to everything that stores files. */
export function createObjectStorage(config: StorageConfig): ObjectStorage {
  return config.driver === 's3' ? lazyS3Storage(config) : localObjectStorage(config.directory);
}

/** The storage settings as a log line may show them: the secret key masked. */
export function describeStorage(config: StorageConfig): Record<string, unknown> {
  if (config.driver === 'local') return { driver: 'local', directory: config.directory };
  return {
    driver: 's3',
    endpoint: config.endpoint ?? '(AWS)',
    region: config.region,
    bucket: config.bucket,
    prefix: config.prefix,
    forcePathStyle: config.forcePathStyle,
    accessKeyId: config.accessKeyId,
    secretAccessKey: '********',
  };
}
