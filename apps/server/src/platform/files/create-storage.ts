import path from 'node:path';
import type { Config } from '../../config.ts';
import { S3FileStorage } from './s3-storage.ts';
import { type FileStorage, LocalFileStorage } from './storage.ts';

/**
 * The configured storage: the S3-compatible bucket when S3_* is set, else the local directory FILE_STORAGE_DIR, or
 * DATA_DIR/files when that is unset (outside production, or in production with ALLOW_SANDBOX naming `storage`).
 */
export function createFileStorage(
  config: Pick<Config, 's3' | 'DATA_DIR'> & Partial<Pick<Config, 'FILE_STORAGE_DIR'>>,
): FileStorage {
  if (config.s3) return new S3FileStorage(config.s3);
  return new LocalFileStorage(
    config.FILE_STORAGE_DIR ? path.resolve(config.FILE_STORAGE_DIR) : path.join(config.DATA_DIR, 'files'),
  );
}
