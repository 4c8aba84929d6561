import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { leaseLock } from './lease-lock';
import type { LockMedium } from './live-lock';
import { listFiles } from './list-files';
import { liveCacheControl, liveLockFile, precompressedCopy, releaseCacheControl, scratchFolder, type ReleaseStore, type StoredRelease } from './release-store';

/**
 * The object a release folder ends with: uploaded after every file of the release, so a release
 * without it is incomplete (an upload cut short) and is neither listed nor made live. Its date is
 * the release's publication.
 */
export const completeMarker = '.release-complete';

/** Content types of the files the portal publishes; nginx and the API send the same (mime.types). */
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.cjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const encodingOfSuffix: Record<string, string> = { '.br': 'br', '.gz': 'gzip' };

/**
 * The headers an object is stored with: a precompressed variant (`main.js.br`) has its plain
 * file's type and its own encoding, so whoever serves it sends it as it is.
 */
export const objectHeadersFor = (file: string): { ContentType: string; ContentEncoding?: string } => {
  const suffix = path.extname(file);
  const encoding = encodingOfSuffix[suffix];
  const plain = encoding ? file.slice(0, -suffix.length) : file;
  const ContentType = contentTypes[path.extname(plain).toLowerCase()] ?? 'application/octet-stream';
  return encoding ? { ContentType, ContentEncoding: encoding } : { ContentType };
};

/** Uploads at the same time: enough to hide the round trips, few enough for a small store. */
const uploadsAtOnce = 8;

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

type Sdk = typeof S3Sdk;
let loadingSdk: Promise<Sdk> | undefined;
/** The AWS SDK, loaded when a store is first used: close to a second that a publish to the web root does not pay. */
const loadSdk = () => (loadingSdk ??= import('@aws-sdk/client-s3'));

/**
 * Releases in an S3-compatible object store (`s3://bucket/prefix`). S3 has no rename: a release's
 * files are uploaded first, then its completion marker; a live file is one PUT, which S3 applies
 * whole (a reader gets the old object or the new one, never a mix).
 */
export class S3ReleaseStore implements ReleaseStore {
  readonly location: string;
  private client: S3Client | undefined;

  constructor(
    private readonly config: S3ClientConfig,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {
    this.location = `s3://${bucket}${prefix ? `/${prefix}` : ''}`;
  }

  private async s3(): Promise<{ sdk: Sdk; client: S3Client }> {
    const sdk = await loadSdk();
    this.client ??= new sdk.S3Client(this.config);
    return { sdk, client: this.client };
  }

  /**
   * `s3://bucket/prefix`, with the endpoint of an S3-compatible store in AWS_ENDPOINT_URL_S3 (or
   * AWS_ENDPOINT_URL; none for AWS itself), the region in AWS_REGION and the credentials in
   * AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (or any source the AWS SDK reads).
   */
  static fromUrl(url: string, env: NodeJS.ProcessEnv = process.env): S3ReleaseStore {
    const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
    if (!match) throw new Error(`${url} is not a release target: s3://bucket or s3://bucket/prefix`);
    const endpoint = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
    const config: S3ClientConfig = {
      region: env.AWS_REGION ?? 'us-east-1',
      ...(endpoint ? { endpoint } : {}),
      // Most S3-compatible stores answer at one address for every bucket (https://host/bucket/key).
      forcePathStyle: Boolean(endpoint) && env.S3_VIRTUAL_HOSTED_STYLE !== 'on',
    };
    return new S3ReleaseStore(config, match[1]!, (match[2] ?? '').replace(/\/+$/, ''));
  }

  get liveLock(): LockMedium {
    return leaseLock(this, liveLockFile);
  }

  private keyOf(file: string) {
    return this.prefix ? `${this.prefix}/${file}` : file;
  }

  async read(file: string): Promise<Buffer | null> {
    const { sdk, client } = await this.s3();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(file) }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async hasRelease(folder: string): Promise<boolean> {
    const { sdk, client } = await this.s3();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(`${folder}/${completeMarker}`) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  private async put(file: string, content: Buffer, cacheControl: string): Promise<void> {
    const { sdk, client } = await this.s3();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.bucket, Key: this.keyOf(file), Body: content, CacheControl: cacheControl, ...objectHeadersFor(file) }),
    );
  }

  async putRelease(folder: string, dist: string): Promise<void> {
    const scratch = await scratchFolder();
    try {
      await precompressedCopy(dist, scratch);
      const files = (await listFiles(scratch)).map((file) => path.relative(scratch, file).split(path.sep).join('/'));
      for (let start = 0; start < files.length; start += uploadsAtOnce) {
        await Promise.all(
          files
            .slice(start, start + uploadsAtOnce)
            .map(async (name) => this.put(`${folder}/${name}`, await readFile(path.join(scratch, ...name.split('/'))), releaseCacheControl)),
        );
      }
      await this.put(`${folder}/${completeMarker}`, Buffer.from(`${new Date().toISOString()}\n`), releaseCacheControl);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  writeLive(file: string, content: Buffer): Promise<void> {
    return this.put(file, content, liveCacheControl);
  }

  async removeLive(file: string): Promise<void> {
    const { sdk, client } = await this.s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(file) }));
  }

  /** Every object under a folder, page by page. */
  private async *objectsUnder(folder: string) {
    const { sdk, client } = await this.s3();
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${this.keyOf(folder)}/`, ContinuationToken }),
      );
      yield* page.Contents ?? [];
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /**
   * The releases whose marker is there. Their publication is the time the marker holds, to the
   * millisecond: S3's own dates count whole seconds, too coarse to tell which of two releases
   * published in the same second is the newer (rollback's target).
   */
  async listReleases(folder: string): Promise<StoredRelease[]> {
    const base = `${this.keyOf(folder)}/`;
    const found: { version: string; modified: Date }[] = [];
    for await (const object of this.objectsUnder(folder)) {
      const [version, name, ...deeper] = object.Key!.slice(base.length).split('/');
      if (version && name === completeMarker && deeper.length === 0) found.push({ version, modified: object.LastModified ?? new Date(0) });
    }
    return Promise.all(
      found.map(async ({ version, modified }) => {
        const marked = new Date((await this.read(`${folder}/${version}/${completeMarker}`))?.toString('utf8').trim() ?? '');
        return { version, published: Number.isNaN(marked.getTime()) ? modified : marked };
      }),
    );
  }

  async removeRelease(folder: string): Promise<void> {
    // Out of the list first: a release cut short by a failure here is not one rollback could pick.
    await this.removeLive(`${folder}/${completeMarker}`);
    const { sdk, client } = await this.s3();
    let keys: string[] = [];
    const flush = async () => {
      if (keys.length === 0) return;
      await client.send(new sdk.DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
      keys = [];
    };
    for await (const object of this.objectsUnder(folder)) {
      keys.push(object.Key!);
      if (keys.length === 1000) await flush();
    }
    await flush();
  }
}
