import { FILE_KEY, newFileKey, type FileStore } from './fileKey';
import { trimTrailing } from '../../../shared/domain/trimTrailing';

export interface S3StoreOptions {
  bucket: string;
  /** Folder inside the bucket ('' for its root); keys go under `${prefix}/`. */
  prefix: string;
  /** An S3 API other than AWS's (MinIO, Ceph, s3rver): its URL. Unset → AWS by region. */
  endpoint?: string;
  region?: string;
  /** Path-style addressing (http://host/bucket/key), which MinIO and most self-hosted stores need. */
  forcePathStyle?: boolean;
  /** Keys given in the configuration's environment; absent → the SDK's default chain (profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** s3://bucket/prefix → bucket and prefix (no slashes at either end). */
export function parseS3Location(target: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(target);
  if (!match) throw new Error(`FILE_STORE must be 'folder' or s3://bucket/prefix, not '${target}'`);
  return { bucket: match[1]!, prefix: trimTrailing(match[2] ?? '', '/').replace(/^\/+/, '') };
}

/**
 * The object store's connection from the environment: AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY
 * (/ AWS_SESSION_TOKEN) when set, else the SDK's default chain finds credentials (a profile, an
 * instance or task role).
 * FILE_STORE_ENDPOINT (or the SDK's own AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL) names a non-AWS
 * server, which is then addressed path-style unless FILE_STORE_PATH_STYLE=false.
 */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv): Omit<S3StoreOptions, 'bucket' | 'prefix'> {
  const endpoint = env.FILE_STORE_ENDPOINT || env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  const credentials =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) }
      : undefined;
  return {
    endpoint,
    credentials,
    region: env.FILE_STORE_REGION || env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    forcePathStyle: env.FILE_STORE_PATH_STYLE ? env.FILE_STORE_PATH_STYLE !== 'false' : endpoint !== undefined,
  };
}

export function s3Store(options: S3StoreOptions): FileStore {
  // The SDK loads at the first file stored or read: a server on the folder backend never loads it,
  // and one on S3 does not pay for it before it listens.
  let sdk: Promise<{ client: import('@aws-sdk/client-s3').S3Client; s3: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () =>
    (sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: options.region ?? 'us-east-1',
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
        ...(options.credentials ? { credentials: options.credentials } : {}),
        // Checksums only where the API requires them: not every S3-compatible server knows the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      }),
    })));
  const objectKey = (key: string) => (options.prefix ? `${options.prefix}/${key}` : key);
  return {
    location: `s3://${options.bucket}${options.prefix ? `/${options.prefix}` : ''}`,
    async put(bytes, extension) {
      const { s3, client } = await connect();
      const key = newFileKey(extension);
      await client.send(
        new s3.PutObjectCommand({ Bucket: options.bucket, Key: objectKey(key), Body: bytes, ContentLength: bytes.byteLength, ContentType: 'application/octet-stream' }),
      );
      return key;
    },
    async get(key) {
      if (!FILE_KEY.test(key)) return undefined;
      const { s3, client } = await connect();
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        if (!answer.Body) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof s3.NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    async delete(key) {
      if (!FILE_KEY.test(key)) return;
      const { s3, client } = await connect();
      // S3 answers 204 for a key it does not hold: deleting twice is fine.
      await client.send(new s3.DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
  };
}
