/**
 * `FileStorage` on an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) over plain HTTP(S): every request is
 * signed with AWS Signature V4 by aws4fetch. Objects are private: no ACL header is ever sent, so they get the
 * bucket's default (private) and are only read back through the API. The payload's SHA-256 is signed with the
 * upload, so the service refuses a body altered on the way.
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../config.ts';
import { assertKey, type FileStorage } from './storage.ts';

/** A refused or failed S3 request: HTTP status and the service's error code (e.g. SignatureDoesNotMatch). */
export class S3StorageError extends Error {
  constructor(
    readonly operation: 'put' | 'get' | 'delete',
    readonly key: string,
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(`S3 ${operation} of ${key} failed: ${status} ${code}${detail ? ` (${detail})` : ''}`);
    this.name = 'S3StorageError';
  }
}

const REQUEST_TIMEOUT_MS = 30_000;
/** Retries of a request answered 5xx/429 or not answered at all (every request here is idempotent). */
const RETRIES = 2;

function xmlValue(xml: string, tag: string) {
  return new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1] ?? '';
}

export class S3FileStorage implements FileStorage {
  private readonly client: AwsClient;

  constructor(private readonly options: S3Config) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: 's3',
      region: options.region,
      retries: 0,
    });
  }

  /** Path style: endpoint/bucket/key; virtual-host style: bucket.endpoint/key. Keys are URL-safe (assertKey). */
  private urlOf(key: string) {
    assertKey(key);
    const url = new URL(this.options.endpoint);
    const base = url.pathname.replace(/\/+$/, '');
    if (this.options.forcePathStyle) {
      url.pathname = `${base}/${this.options.bucket}/${key}`;
    } else {
      url.hostname = `${this.options.bucket}.${url.hostname}`;
      url.pathname = `${base}/${key}`;
    }
    return url.toString();
  }

  private async request(
    operation: 'put' | 'get' | 'delete',
    key: string,
    init: { method: string; headers?: Record<string, string>; body?: Buffer },
  ): Promise<Response> {
    const url = this.urlOf(key);
    for (let attempt = 0; ; attempt++) {
      try {
        const signed = await this.client.sign(url, {
          method: init.method,
          headers: init.headers,
          // fetch's BodyInit takes a Uint8Array over an ArrayBuffer, not Node's Buffer type (≤ 10 MB copied).
          body: init.body && new Uint8Array(init.body),
        });
        const response = await fetch(signed, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        if ((response.status >= 500 || response.status === 429) && attempt < RETRIES) {
          await response.body?.cancel();
        } else {
          return response;
        }
      } catch (error) {
        if (attempt >= RETRIES) {
          throw new S3StorageError(operation, key, 0, 'NetworkError', (error as Error).message);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
    }
  }

  private async fail(operation: 'put' | 'get' | 'delete', key: string, response: Response): Promise<never> {
    const xml = await response.text().catch(() => '');
    throw new S3StorageError(
      operation,
      key,
      response.status,
      xmlValue(xml, 'Code') || response.statusText,
      xmlValue(xml, 'Message'),
    );
  }

  async put(key: string, bytes: Buffer, contentType: string) {
    const headers: Record<string, string> = {
      'content-type': contentType,
      'content-length': String(bytes.length),
      'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
    };
    if (this.options.serverSideEncryption) {
      headers['x-amz-server-side-encryption'] = this.options.serverSideEncryption;
    }
    const response = await this.request('put', key, { method: 'PUT', headers, body: bytes });
    if (!response.ok) await this.fail('put', key, response);
    await response.body?.cancel();
  }

  async get(key: string) {
    const response = await this.request('get', key, { method: 'GET' });
    if (response.status === 404) {
      const xml = await response.text();
      // A missing object is null; a missing bucket is a misconfiguration and must not look like a missing file.
      if (xmlValue(xml, 'Code') === 'NoSuchKey' || xml === '') return null;
      throw new S3StorageError('get', key, 404, xmlValue(xml, 'Code'), xmlValue(xml, 'Message'));
    }
    if (!response.ok) await this.fail('get', key, response);
    return Buffer.from(await response.arrayBuffer());
  }

  /** Deleting a key that does not exist succeeds (S3 answers 204; some compatible servers 404 NoSuchKey). */
  async delete(key: string) {
    const response = await this.request('delete', key, { method: 'DELETE' });
    if (response.status === 404) {
      const xml = await response.text();
      if (xmlValue(xml, 'Code') === 'NoSuchKey' || xml === '') return;
      throw new S3StorageError('delete', key, 404, xmlValue(xml, 'Code'), xmlValue(xml, 'Message'));
    }
    if (!response.ok) await this.fail('delete', key, response);
    await response.body?.cancel();
  }
}
