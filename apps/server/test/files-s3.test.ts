/**
 * S3-compatible storage over the real S3 protocol: a local S3 server process (s3rver, which checks Signature V4)
 * on a random loopback port, started and stopped by this file.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../src/config.ts';
import { fileDeletions, files, talents } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { createFileStorage } from '../src/platform/files/create-storage.ts';
import { S3FileStorage, S3StorageError } from '../src/platform/files/s3-storage.ts';
import { LocalFileStorage } from '../src/platform/files/storage.ts';
import { createTestApp, type TestApp, tempDir } from './helpers.ts';
import { PNG, uploadIdentificationAs } from './referee-helpers.ts';
import { type LocalS3, S3RVER_KEY, startLocalS3 } from './support/s3-server.ts';

const BUCKET = 'refcheck-test';
let s3: LocalS3;
let options: S3Config;

beforeAll(async () => {
  s3 = await startLocalS3(tempDir('refcheck-s3-'), BUCKET);
  options = {
    endpoint: s3.endpoint,
    region: 'ap-northeast-1',
    bucket: BUCKET,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
    serverSideEncryption: 'AES256',
  };
});
afterAll(() => s3?.stop());

/** Keys of the bucket under a prefix, listed over the S3 API (ListObjectsV2). */
async function listKeys(prefix: string) {
  const client = new AwsClient({
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    service: 's3',
    region: options.region,
    retries: 0,
  });
  const url = `${s3.endpoint}/${BUCKET}?list-type=2&prefix=${encodeURIComponent(prefix)}`;
  const response = await client.fetch(url);
  expect(response.status).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]!);
}

describe('S3FileStorage', () => {
  it('puts, gets and deletes an object', async () => {
    const storage = new S3FileStorage(options);
    const key = `test/${randomBytes(6).toString('hex')}/image.png`;
    const bytes = Buffer.concat([PNG, randomBytes(1000)]);
    await storage.put(key, bytes, 'image/png');
    expect(await listKeys(key)).toEqual([key]);
    expect(Buffer.compare((await storage.get(key))!, bytes)).toBe(0);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await listKeys(key)).toEqual([]);
  });

  it('answers null for a missing key and deletes a missing key without error', async () => {
    const storage = new S3FileStorage(options);
    expect(await storage.get('test/never/put.png')).toBeNull();
    await expect(storage.delete('test/never/put.png')).resolves.toBeUndefined();
  });

  it('works without server-side encryption', async () => {
    const storage = new S3FileStorage({ ...options, serverSideEncryption: null });
    await storage.put('test/plain.bin', Buffer.from('plain'), 'application/octet-stream');
    expect((await storage.get('test/plain.bin'))!.toString()).toBe('plain');
    await storage.delete('test/plain.bin');
  });

  it('fails clearly with wrong credentials: never a silent null', async () => {
    const good = new S3FileStorage(options);
    await good.put('test/secret.png', PNG, 'image/png');
    const wrongSecret = new S3FileStorage({ ...options, secretAccessKey: 'not-the-secret' });
    const refused = await wrongSecret.put('test/other.png', PNG, 'image/png').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(S3StorageError);
    expect(refused).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch', operation: 'put' });
    expect((refused as Error).message).toContain('SignatureDoesNotMatch');
    await expect(wrongSecret.get('test/secret.png')).rejects.toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    await expect(wrongSecret.delete('test/secret.png')).rejects.toBeInstanceOf(S3StorageError);
    const unknownKey = new S3FileStorage({ ...options, accessKeyId: 'UNKNOWN' });
    await expect(unknownKey.get('test/secret.png')).rejects.toMatchObject({
      status: 403,
      code: 'InvalidAccessKeyId',
    });
    // Nothing was written or deleted by the refused requests.
    expect(await listKeys('test/other.png')).toEqual([]);
    expect(Buffer.compare((await good.get('test/secret.png'))!, PNG)).toBe(0);
    await good.delete('test/secret.png');
  });

  it('treats a missing bucket as an error, not as a missing file', async () => {
    const storage = new S3FileStorage({ ...options, bucket: 'no-such-bucket' });
    await expect(storage.get('test/a.png')).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
    await expect(storage.delete('test/a.png')).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
  });

  it('refuses unsafe keys before any request', async () => {
    const storage = new S3FileStorage(options);
    await expect(storage.get('../etc/passwd')).rejects.toThrow(RangeError);
    await expect(storage.put('a/../b', PNG, 'image/png')).rejects.toThrow(RangeError);
  });
});

describe('S3 configuration', () => {
  const full = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_REGION: 'ap-northeast-1',
    S3_BUCKET: 'refcheck',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('uses S3 when every required variable is set, the local directory when none is', () => {
    const s3Config = loadConfig({ ...full, S3_FORCE_PATH_STYLE: '1', DATA_DIR: tempDir() });
    expect(s3Config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-northeast-1',
      bucket: 'refcheck',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      serverSideEncryption: null,
    });
    expect(createFileStorage(s3Config)).toBeInstanceOf(S3FileStorage);
    const local = loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: '', S3_ENDPOINT: '' });
    expect(local.s3).toBeNull();
    expect(createFileStorage(local)).toBeInstanceOf(LocalFileStorage);
  });

  it('refuses a partial S3 configuration at start-up, naming what is missing', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, S3_REGION: _region, ...partial } = full;
    expect(() => loadConfig(partial)).toThrow(
      /S3 storage is partly configured: set S3_REGION, S3_SECRET_ACCESS_KEY too/,
    );
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(/S3 storage is partly configured/);
    expect(() => loadConfig({ ...full, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...full, S3_SERVER_SIDE_ENCRYPTION: 'rot13' })).toThrow(
      /S3_SERVER_SIDE_ENCRYPTION/,
    );
  });
});

describe('the app configured for S3', () => {
  let t: TestApp;
  let companyId: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: options.region,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: S3RVER_KEY,
        S3_SECRET_ACCESS_KEY: S3RVER_KEY,
        S3_FORCE_PATH_STYLE: 'true',
        S3_SERVER_SIDE_ENCRYPTION: 'AES256',
      },
    });
    companyId = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
  });
  afterAll(() => t?.close());

  it("stores a referee's identification upload in the bucket under the company, talent and referee", async () => {
    const seeded = await seedReferenceCheck(t.database.db, { companyId, referees: [{ name: '画像 S3' }] });
    await uploadIdentificationAs(t.app, companyId, seeded, 0, '09055550001');
    const referee = seeded.referees[0]!;
    const prefix = `identification/companies/${companyId}/talents/${seeded.talentId}/referees/${referee.id}/`;

    const keys = await listKeys(prefix);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${prefix}[0-9a-f-]{36}\\.jpg$`));
    const [row] = await t.database.db.select().from(files).where(eq(files.refereeId, referee.id));
    expect(row!.storageKey).toBe(keys[0]);
    // The bucket holds exactly the bytes the files row describes (the upload re-encoded as JPEG).
    const stored = (await new S3FileStorage(options).get(keys[0]!))!;
    expect(stored.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect(stored.length).toBe(row!.bytes);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(row!.sha256);
    // Nothing went to the local directory.
    expect(fs.existsSync(path.join(t.config.DATA_DIR, 'files'))).toBe(false);

    // Purging the soft-deleted candidate deletes the object from the bucket.
    await t.database.db.update(talents).set({ deletedAt: new Date() }).where(eq(talents.id, seeded.talentId));
    expect(await t.app.services.purge.purgeTalent(companyId, seeded.talentId)).toBe(true);
    expect(await listKeys(prefix)).toEqual([]);
    expect(await t.database.db.select().from(files).where(eq(files.refereeId, referee.id))).toEqual([]);
    expect(await t.database.db.select().from(fileDeletions)).toEqual([]);
  });
});
