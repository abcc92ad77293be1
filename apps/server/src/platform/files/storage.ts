/**
 * Private file storage (identification and business-card images). The bytes never go to the database; the
 * `files` table keeps the key, type, size and hash. Local directory by default; `S3FileStorage` (s3-storage.ts)
 * when S3_* is configured (`createFileStorage`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_\-./]+$/;

/** Keys are relative paths of URL-safe characters: no traversal locally, no encoding needed for S3. */
export function assertKey(key: string) {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new RangeError(`unsafe storage key: ${key}`);
  }
}

/** Files under a root directory (`DATA_DIR/files`), never served statically. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer) {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await fs.writeFile(file, bytes, { mode: 0o600 });
  }

  async get(key: string) {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string) {
    await fs.rm(this.pathOf(key), { force: true });
  }
}

/** The image type from the first bytes (not from the name or the declared type); null when not an image. */
export function sniffImageType(bytes: Buffer): { contentType: string; ext: string } | null {
  const at = (offset: number, text: string) =>
    bytes.subarray(offset, offset + text.length).toString('latin1') === text;
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { contentType: 'image/jpeg', ext: 'jpg' };
  }
  if (at(0, '\x89PNG\r\n\x1a\n')) return { contentType: 'image/png', ext: 'png' };
  if (at(0, 'GIF87a') || at(0, 'GIF89a')) return { contentType: 'image/gif', ext: 'gif' };
  if (at(0, 'RIFF') && at(8, 'WEBP')) return { contentType: 'image/webp', ext: 'webp' };
  if (at(4, 'ftypheic') || at(4, 'ftypheix') || at(4, 'ftypmif1') || at(4, 'ftyphevc')) {
    return { contentType: 'image/heic', ext: 'heic' };
  }
  return null;
}
