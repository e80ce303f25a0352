import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A local S3-compatible server (s3rver) on a free port with one bucket, for the file store's tests. */
export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The environment a server process needs to use it: FILE_STORE plus endpoint and credentials. */
  env(prefix: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'crm-files'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (prefix) => ({
      FILE_STORE: `s3://${bucket}/${prefix}`,
      FILE_STORE_ENDPOINT: endpoint,
      // s3rver accepts these fixed credentials (its README); a real store takes the deployment's.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_REGION: 'us-east-1',
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
