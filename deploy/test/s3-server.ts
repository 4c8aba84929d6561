import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** Ports the release tests' S3 servers take (4650-4659), so parallel sessions of the suite do not collide. */
const firstPort = Number(process.env.S3_TEST_PORT ?? 4650);
const portsTried = 10;

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });

export interface TestS3Server {
  /** What a release command reads (release-store.ts): AWS_ENDPOINT_URL_S3 and the credentials. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, files in a temporary folder) on the first free port of the
 * tests' range, with one empty bucket; s3rver's own credentials (S3RVER/S3RVER). Objects are
 * readable without credentials, as a bucket served to browsers through nginx or a CDN is.
 */
export const startS3Server = async (bucket = 'portal-releases'): Promise<TestS3Server> => {
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
  for (let port = firstPort; port < firstPort + portsTried; port += 1) {
    if (!(await isFree(port))) continue;
    const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
    await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    return {
      endpoint,
      bucket,
      env: { AWS_ENDPOINT_URL_S3: endpoint, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
      close: async () => {
        await server.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  }
  await rm(directory, { recursive: true, force: true });
  throw new Error(`No free port for the test S3 server in ${firstPort}-${firstPort + portsTried - 1}`);
};
