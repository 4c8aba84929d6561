import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as AppsModule from './apps';
import type * as PublishModule from './publish';

/** Publishing and rolling back one remote, against a temporary web root and a stand-in build. */
describe('remote releases', () => {
  let webRoot: string;
  let publish: typeof PublishModule;
  let apps: typeof AppsModule;
  let dist: string;

  const build = async (content: string) => {
    await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'mf_cv', content }));
    await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${content} */`);
  };
  const liveManifest = async () =>
    JSON.parse(await readFile(path.join(webRoot, 'remotes.json'), 'utf8')) as PublishModule.RemotesManifest;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'portal-www-'));
    dist = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
    process.env.WEB_ROOT = webRoot;
    apps = await import('./apps');
    publish = await import('./publish');
  });

  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
    await rm(webRoot, { recursive: true, force: true });
  });

  it('publishes each build in its own versioned folder and points remotes.json at the newest', async () => {
    const remote = apps.remoteByFolder('mf-cv');
    await build('first');
    const first = await publish.publishRemote(remote, dist);
    await utimes(publish.releaseFolder(remote, first.version), new Date(2020, 0, 1), new Date(2020, 0, 1));
    await build('second');
    const second = await publish.publishRemote(remote, dist);

    expect(second.version).not.toBe(first.version);
    expect((await liveManifest()).remotes.mf_cv).toEqual(second);
    expect(second.entry).toBe(`/remotes/mf-cv/${second.version}/mf-manifest.json`);
    const old = await readFile(path.join(publish.releaseFolder(remote, first.version), 'remoteEntry.js'), 'utf8');
    expect(old).toContain('first');

    const rolledBack = await publish.rollbackRemote(remote);
    expect(rolledBack).toEqual({ from: second.version, to: first.version });
    expect((await liveManifest()).remotes.mf_cv?.version).toBe(first.version);
  });

  it('refuses an unknown remote or release and leaves remotes.json as it was', async () => {
    const before = await liveManifest();
    expect(() => apps.remoteByFolder('mf-nope')).toThrow(/Unknown remote/);
    await expect(publish.rollbackRemote(apps.remoteByFolder('mf-cv'), 'no-such-version')).rejects.toThrow(/No release/);
    expect(await liveManifest()).toEqual(before);
  });
});
