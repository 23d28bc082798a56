import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { MediaStore } from './media-store';

/** An S3 bucket (AWS or an S3-compatible service) for uploaded images; credentials come from the SDK's usual chain. */
export interface S3MediaOptions {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, Cloudflare R2, DigitalOcean Spaces …); unset means AWS. */
  endpoint?: string;
  /** The bucket's region; unset means the SDK's (`AWS_REGION`), or `us-east-1` with a custom endpoint. */
  region?: string;
  /** Prefix of every object key. @default 'uploads/' */
  prefix?: string;
}

/** The client settings for `options`: path-style URLs and checksums only where required, as S3-compatible services expect. */
export function s3ClientConfig(options: S3MediaOptions): S3ClientConfig {
  const config: S3ClientConfig = {};
  const region = options.region ?? (options.endpoint && !process.env.AWS_REGION ? 'us-east-1' : undefined);
  if (region) config.region = region;
  if (options.endpoint) {
    Object.assign(config, {
      endpoint: options.endpoint,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    } satisfies S3ClientConfig);
  }
  return config;
}

/** True for the answers S3 gives for a missing object (`NoSuchKey`, or a bare 404 from some services). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
}

/**
 * Images as objects in an S3 bucket, read back through the server's media route (same URLs, same caching). The SDK
 * is loaded on first use: it takes half a second to import, which a server on the database store never pays.
 */
export function s3Store(options: S3MediaOptions): MediaStore {
  const Bucket = options.bucket;
  const keyOf = (name: string) => `${options.prefix ?? 'uploads/'}${name}`;
  let connected: Promise<{ sdk: typeof S3Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client(s3ClientConfig(options)),
    })));
  return {
    async save(name, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: keyOf(name), Body: bytes, ContentType: contentType }));
    },
    async read(name) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(name) }));
        if (!answer.Body) return null;
        const bytes = Buffer.from(await answer.Body.transformToByteArray());
        return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
  };
}
