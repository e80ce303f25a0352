import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../../tests/s3Server';
import { configFromEnv } from '../../config';
import { FILE_KEY, fileStoreFor, type FileStore } from './index';
import { parseS3Location } from './s3Store';

const PDF = Buffer.from('%PDF-1.4\n% prueba\n');

/** What every backend must do the same way. */
function behaves(name: string, open: () => FileStore | Promise<FileStore>) {
  describe(name, () => {
    it('gives back the bytes it stored, under a key it made (with the extension asked for)', async () => {
      const store = await open();
      const key = await store.put(PDF, 'pdf');
      expect(key).toMatch(FILE_KEY);
      expect(key.endsWith('.pdf')).toBe(true);
      expect(await store.get(key)).toEqual(PDF);
      const plain = await store.put(new Uint8Array([1, 2, 3]));
      expect(plain).toMatch(/^[0-9a-f-]{36}$/);
      expect([...(await store.get(plain))!]).toEqual([1, 2, 3]);
    });

    it('answers undefined for a key it never stored and for anything that is not a key', async () => {
      const store = await open();
      expect(await store.get('00000000-0000-4000-8000-000000000000')).toBeUndefined();
      for (const bad of ['../../etc/passwd', '', 'a/b', '00000000-0000-4000-8000-000000000000/../x']) expect(await store.get(bad)).toBeUndefined();
    });

    it('deletes the bytes under a key, and deleting again (or a key never stored) is no error', async () => {
      const store = await open();
      const key = await store.put(PDF, 'pdf');
      await store.delete(key);
      expect(await store.get(key)).toBeUndefined();
      await store.delete(key);
      await store.delete('../../etc/passwd');
    });
  });
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-files-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

behaves('the folder backend', () => fileStoreFor({ dataDir: folder }));
behaves('the memory backend', () => fileStoreFor({ dataDir: ':memory:' }));

let s3: LocalS3 | undefined;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => s3?.close());
behaves('the S3 backend (s3rver)', () => fileStoreFor(configFromEnv({ DATA_DIR: folder, ...s3!.env('unit') })));

describe('choosing the backend', () => {
  it('writes the folder backend under DATA_DIR/files', async () => {
    const key = await fileStoreFor({ dataDir: folder }).put(PDF, 'pdf');
    expect(fs.readFileSync(path.join(folder, 'files', key))).toEqual(PDF);
  });

  it('is one store a location in a process, so every caller shares it', () => {
    expect(fileStoreFor({ dataDir: folder })).toBe(fileStoreFor({ dataDir: folder, fileStore: 'folder' }));
    expect(fileStoreFor({ dataDir: ':memory:' })).toBe(fileStoreFor({ dataDir: 'memory://' }));
  });

  it('keeps S3 objects under the prefix, so two prefixes in one bucket do not see each other', async () => {
    const a = fileStoreFor(configFromEnv({ DATA_DIR: folder, ...s3!.env('one') }));
    const b = fileStoreFor(configFromEnv({ DATA_DIR: folder, ...s3!.env('two') }));
    expect(a.location).toBe(`s3://${s3!.bucket}/one`);
    const key = await a.put(PDF);
    expect(await b.get(key)).toBeUndefined();
    expect(await a.get(key)).toEqual(PDF);
  });

  it('reads FILE_STORE as s3://bucket/prefix and refuses anything else', () => {
    expect(parseS3Location('s3://crm-files')).toEqual({ bucket: 'crm-files', prefix: '' });
    expect(parseS3Location('s3://crm-files/prod/agencias/')).toEqual({ bucket: 'crm-files', prefix: 'prod/agencias' });
    expect(() => fileStoreFor({ dataDir: folder, fileStore: '/var/files' })).toThrow(/FILE_STORE/);
    expect(() => parseS3Location('s3://')).toThrow(/FILE_STORE/);
  });

  it('takes the endpoint from FILE_STORE_ENDPOINT or the SDK’s AWS_ENDPOINT_URL, path-style for a non-AWS server', () => {
    expect(configFromEnv({ FILE_STORE_ENDPOINT: 'http://minio:9000' }).fileStoreS3).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
    expect(configFromEnv({ AWS_ENDPOINT_URL: 'http://ceph:7480', FILE_STORE_PATH_STYLE: 'false' }).fileStoreS3).toMatchObject({ endpoint: 'http://ceph:7480', forcePathStyle: false });
    expect(configFromEnv({ AWS_REGION: 'us-west-2' }).fileStoreS3).toMatchObject({ endpoint: undefined, region: 'us-west-2', forcePathStyle: false });
  });
});
