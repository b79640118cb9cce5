import { localObjectStorage } from './local-object-storage';
import type { ObjectStorage } from './object-storage';
import { s3ObjectStorage, type S3StorageSettings } from './s3-object-storage';

/**
 * Issue 21 (ADR 0030): where stored files live. `local` (the default) is a folder, DATA_DIR on
 * one machine; `s3` is a bucket several machines share.
 */
export type StorageConfig =
  { driver: 'local'; directory: string } | ({ driver: 's3' } & S3StorageSettings);

/** Built once by the composition root and handed to everything that stores files. */
export function createObjectStorage(config: StorageConfig): ObjectStorage {
  return config.driver === 's3' ? s3ObjectStorage(config) : localObjectStorage(config.directory);
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
