import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

/** The keys s3rver checks request signatures against. */
export const S3_FAKE_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** An S3-compatible server in this process (s3rver, files in a temporary folder) with one empty bucket. */
export interface S3Fake {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** Starts s3rver on a free 127.0.0.1 port with the bucket `bucket`. */
export async function startS3Fake(bucket = 'sauda-media'): Promise<S3Fake> {
  const directory = mkdtempSync(join(tmpdir(), 'sauda-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
