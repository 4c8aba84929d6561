import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseStoreFor, type ReleaseStore } from '../scripts/release-store';
import { startS3Server } from './s3-server';

/** A store the release tests publish into, and how to remove it afterwards. */
export interface OpenedStore {
  store: ReleaseStore;
  close: () => Promise<void>;
}

/**
 * The two kinds of store a release command writes (release-store.ts), each opened empty: a local
 * web root in a temporary folder, and a real S3-compatible server (s3rver) whose credentials the
 * commands then read from the environment. For `describe.each` over both.
 */
export const releaseStores = (folderPrefix: string): { name: string; open: () => Promise<OpenedStore> }[] => [
  {
    name: 'a local web root',
    open: async () => {
      const folder = await mkdtemp(path.join(tmpdir(), folderPrefix));
      return { store: releaseStoreFor(folder), close: () => rm(folder, { recursive: true, force: true }) };
    },
  },
  {
    name: 'an S3-compatible store',
    open: async () => {
      const s3 = await startS3Server();
      Object.assign(process.env, s3.env);
      return { store: releaseStoreFor(`s3://${s3.bucket}/portal`), close: () => s3.close() };
    },
  },
];
