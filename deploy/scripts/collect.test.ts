import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as AppsModule from './apps';
import type * as CollectModule from './collect';
import type * as PublishModule from './publish';

/** Old releases are kept for the pages still running them, then collected (issue 25). */
describe('collecting old releases', () => {
  let work: string;
  let dist: string;
  let publish: typeof PublishModule;
  let collect: typeof CollectModule;
  let apps: typeof AppsModule;
  const appDir = path.resolve('mf-cv');
  const hour = 3_600_000;

  /** A stand-in build of mf-cv whose entry says which release it is. */
  const publishRelease = async (name: string): Promise<string> => {
    await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'mf_cv', shared: [] }));
    await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${name} */`);
    return (await publish.publishRemote(apps.remoteByFolder('mf-cv'), { appDir, dist })).version;
  };
  const onDisk = async () => (await readdir(path.join(work, 'www', 'remotes', 'mf-cv'))).sort();

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'portal-collect-'));
    dist = await mkdtemp(path.join(tmpdir(), 'portal-collect-dist-'));
    process.env.WEB_ROOT = path.join(work, 'www');
    apps = await import('./apps');
    publish = await import('./publish');
    collect = await import('./collect');
  });

  afterAll(async () => {
    for (const dir of [work, dist]) await rm(dir, { recursive: true, force: true });
  });

  it('keeps a release for the time kept after it stopped being live, however old it is, then removes it', async () => {
    const first = await publishRelease('A');
    // Published long ago, live until now.
    await utimes(publish.releaseFolder(apps.remoteByFolder('mf-cv'), first), new Date(2020, 0, 1), new Date(2020, 0, 1));
    const second = await publishRelease('B');
    const third = await publishRelease('C');
    expect(await onDisk()).toEqual([first, second, third].sort());

    // A stopped being live a moment ago: a page opened on it may still load its files.
    expect(await collect.collectReleases({ keepMs: hour })).toEqual([]);
    expect(await onDisk()).toEqual([first, second, third].sort());

    // Two hours later, A goes; B is the newest of the others (rollback's target) and C is live: both stay.
    const later = new Date(Date.now() + 2 * hour);
    expect(await collect.collectReleases({ keepMs: hour, now: later })).toEqual([{ app: 'mf-cv', version: first }]);
    expect(await onDisk()).toEqual([second, third].sort());
    expect((await publish.readRetirements())['mf-cv']).not.toHaveProperty(first);

    // Rolled back to B, C is the one retired now, and rollback can still go back to it.
    await publish.rollbackRemote(apps.remoteByFolder('mf-cv'));
    expect((await publish.readRemotesManifest()).remotes.mf_cv?.version).toBe(second);
    expect(await collect.collectReleases({ keepMs: 0, now: new Date(Date.now() + 10 * hour) })).toEqual([]);
    expect(await onDisk()).toEqual([second, third].sort());

    // A release deleted by hand loses its record at the next collection.
    expect((await publish.readRetirements())['mf-cv']).toHaveProperty(third);
    await rm(publish.releaseFolder(apps.remoteByFolder('mf-cv'), third), { recursive: true });
    expect(await collect.collectReleases({ keepMs: hour })).toEqual([]);
    expect((await publish.readRetirements())['mf-cv']).toEqual({});
  });
});
