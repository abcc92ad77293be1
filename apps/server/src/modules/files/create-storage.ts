import path from 'node:path';
import type { Config } from '../../config.ts';
import { S3FileStorage } from './s3-storage.ts';
import { type FileStorage, LocalFileStorage } from './storage.ts';

/** The configured storage: the S3-compatible bucket when S3_* is set, else the local directory DATA_DIR/files. */
export function createFileStorage(config: Pick<Config, 's3' | 'DATA_DIR'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(path.join(config.DATA_DIR, 'files'));
}
