import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as AppsModule from './apps';
import type * as PublishModule from './publish';

const sessionShared = (version: string, requiredVersion: string) => ({
  name: '@portal/session',
  version,
  requiredVersion,
  singleton: true,
});

/** Publishing and rolling back releases, against a temporary web root and stand-in builds. */
describe('releases', () => {
  let webRoot: string;
  let publish: typeof PublishModule;
  let apps: typeof AppsModule;
  let remoteDist: string;
  let shellDist: string;
  const appDir = path.resolve('mf-cv');

  const page = { id: 'cv', path: '/mi-perfil-cv', access: 'student', module: 'CvPage', title: { es: 'Mi CV', ca: 'El meu CV', en: 'My CV' } };
  /** The federation plugin's statistics: the router exports a build uses (a remote) or carries (the shell). */
  const routerStats = (usedExports: string[]) => JSON.stringify({ shared: [{ name: 'react-router-dom', usedExports }] });
  const buildRemote = async (content: string, needs: string, pages: unknown[] = [page], routerExports = ['Link']) => {
    await writeFile(
      path.join(remoteDist, 'mf-manifest.json'),
      JSON.stringify({
        id: 'mf_cv',
        shared: [sessionShared('1.0.0', needs)],
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'CvPage', assets: { js: { sync: ['12.abc.js', '__federation_expose_CvPage.def.js'], async: ['language-ca-cv-i18n.1a.js', 'language-ca-status.2b.js', '31.3c.js'] }, css: { sync: ['cv.css'] } } }],
      }),
    );
    await writeFile(path.join(remoteDist, 'mf-manifest-stats.json'), routerStats(routerExports));
    await writeFile(path.join(remoteDist, 'routes.json'), JSON.stringify(pages));
    await writeFile(path.join(remoteDist, 'remoteEntry.js'), `/* ${content} */`);
  };
  const buildShell = async (sessionVersion: string, routerExports = ['Link', 'useParams']) => {
    await writeFile(path.join(shellDist, 'mf-manifest.json'), JSON.stringify({ id: 'shell', shared: [sessionShared(sessionVersion, `^${sessionVersion}`)] }));
    await writeFile(path.join(shellDist, 'mf-manifest-stats.json'), routerStats(routerExports));
    await writeFile(
      path.join(shellDist, 'index.html'),
      `<html><head><script src="/shell/__SHELL_RELEASE__/main.js"></script></head><body><!-- ${sessionVersion} ${'padding '.repeat(200)}--></body></html>`,
    );
  };
  /** The live remotes the site's page carries (what the shell reads instead of fetching remotes.json). */
  const remotesInPage = (html: string) =>
    JSON.parse(/<script type="application\/json" id="portal-remotes">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as PublishModule.RemotesManifest | null;
  const liveManifest = async () => JSON.parse(await readFile(path.join(webRoot, 'remotes.json'), 'utf8')) as PublishModule.RemotesManifest;
  const rootPage = () => readFile(path.join(webRoot, 'index.html'), 'utf8');
  const age = (folder: string) => utimes(folder, new Date(2020, 0, 1), new Date(2020, 0, 1));

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'portal-www-'));
    remoteDist = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
    shellDist = await mkdtemp(path.join(tmpdir(), 'portal-shell-dist-'));
    process.env.WEB_ROOT = webRoot;
    apps = await import('./apps');
    publish = await import('./publish');
  });

  afterAll(async () => {
    for (const dir of [remoteDist, shellDist, webRoot]) await rm(dir, { recursive: true, force: true });
  });

  it('publishes the shell in its own release folder and writes its page with that release in the URLs', async () => {
    await buildShell('1.0.0');
    const shell = await publish.publishShell({ appDir: path.resolve('shell'), dist: shellDist });
    expect(await rootPage()).toContain(`src="/shell/${shell.version}/main.js"`);
    expect(await publish.readLiveShell()).toEqual({ version: shell.version, manifest: `/shell/${shell.version}/mf-manifest.json` });
  });

  it('publishes each remote build in its own folder and points remotes.json at the newest, with its pages and needs', async () => {
    const remote = apps.remoteByFolder('mf-cv');
    await buildRemote('first', '^1.0.0');
    const first = await publish.publishRemote(remote, { appDir, dist: remoteDist });
    await age(publish.releaseFolder(remote, first.version));
    await buildRemote('second', '^1.0.0', [page, { ...page, id: 'cvPreview', path: '/mi-perfil-cv/vista' }]);
    const second = await publish.publishRemote(remote, { appDir, dist: remoteDist });

    expect(second.version).not.toBe(first.version);
    const live = (await liveManifest()).remotes.mf_cv;
    expect(live).toEqual(second);
    expect(live?.entry).toBe(`/remotes/mf-cv/${second.version}/mf-manifest.json`);
    expect(live?.pages.map((route) => route.path)).toEqual(['/mi-perfil-cv', '/mi-perfil-cv/vista']);
    expect(live?.needs).toEqual({ '@portal/session': '^1.0.0' });
    const base = `/remotes/mf-cv/${second.version}`;
    expect(live?.remoteEntry).toBe(`${base}/remoteEntry.js`);
    // With its Catalan texts (not the status catalogue's, which the shell's i18n singleton loads), for a Catalan user's first view.
    expect(live?.files).toEqual({
      CvPage: {
        js: [`${base}/12.abc.js`, `${base}/__federation_expose_CvPage.def.js`],
        css: [`${base}/cv.css`],
        texts: { ca: [`${base}/language-ca-cv-i18n.1a.js`] },
      },
    });
    const old = await readFile(path.join(publish.releaseFolder(remote, first.version), 'remoteEntry.js'), 'utf8');
    expect(old).toContain('first');

    const rolledBack = await publish.rollbackRemote(remote);
    expect(rolledBack).toEqual({ from: second.version, to: first.version });
    expect((await liveManifest()).remotes.mf_cv?.pages.map((route) => route.path)).toEqual(['/mi-perfil-cv']);
    expect((await publish.releasesOf(remote)).filter((release) => release.live).map((release) => release.version)).toEqual([first.version]);
  });

  it('writes the live remotes into the site page whenever they change, the shell untouched, its compressed copies alike', async () => {
    const remote = apps.remoteByFolder('mf-cv');
    const shellBefore = await publish.readLiveShell();
    await buildRemote('third', '^1.0.0');
    const third = await publish.publishRemote(remote, { appDir, dist: remoteDist });
    const html = await rootPage();
    expect(remotesInPage(html)).toEqual(await liveManifest());
    expect(remotesInPage(html)?.remotes.mf_cv?.version).toBe(third.version);
    expect(html).toContain(`src="/shell/${shellBefore?.version}/main.js"`);
    expect(await publish.readLiveShell()).toEqual(shellBefore);
    expect(brotliDecompressSync(await readFile(path.join(webRoot, 'index.html.br'))).toString()).toBe(html);
    expect(gunzipSync(await readFile(path.join(webRoot, 'index.html.gz'))).toString()).toBe(html);

    await publish.rollbackRemote(remote);
    expect(remotesInPage(await rootPage())).toEqual(await liveManifest());
    expect(remotesInPage(await rootPage())?.remotes.mf_cv?.version).not.toBe(third.version);
  });

  it('escapes the live remotes so no text of theirs can end the element that carries them', () => {
    const manifest = { remotes: { mf_cv: { pages: [{ title: { es: '</script><script>alert(1)</script>' } }] } } } as unknown as PublishModule.RemotesManifest;
    const html = publish.livePage('<html><head></head><body></body></html>', '1.0.0-abc', manifest);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(remotesInPage(html)).toEqual(manifest);
  });

  it('refuses a remote that uses an export of a tree-shaken singleton the live shell carries not, and publishes nothing', async () => {
    const remote = apps.remoteByFolder('mf-cv');
    const before = await liveManifest();
    await buildRemote('uses useMatch', '^1.0.0', [page], ['Link', 'useMatch']);
    await expect(publish.publishRemote(remote, { appDir, dist: remoteDist })).rejects.toThrow(
      "mf-cv needs useMatch of react-router-dom, the live shell's copy lacks them",
    );
    expect(await liveManifest()).toEqual(before);
  });

  it('refuses a remote that needs a newer singleton than the live shell provides, naming both, and publishes nothing', async () => {
    const remote = apps.remoteByFolder('mf-cv');
    const before = await liveManifest();
    const releasesBefore = await publish.releasesOf(remote);
    await buildRemote('needs a newer session', '^1.2.0');
    await expect(publish.publishRemote(remote, { appDir, dist: remoteDist })).rejects.toThrow(
      'mf-cv needs @portal/session ^1.2.0, the live shell provides 1.0.0',
    );
    expect(await liveManifest()).toEqual(before);
    expect(await publish.releasesOf(remote)).toHaveLength(releasesBefore.length);
  });

  it('refuses a shell that would break a live remote, and rolls the shell back to its previous release', async () => {
    const firstShell = await publish.readLiveShell();
    await buildShell('2.0.0');
    await expect(publish.publishShell({ appDir: path.resolve('shell'), dist: shellDist })).rejects.toThrow(
      'live mf_cv',
    );
    expect(await publish.readLiveShell()).toEqual(firstShell);

    await age(publish.shellReleaseFolder(firstShell?.version ?? ''));
    await buildShell('1.1.0');
    const second = await publish.publishShell({ appDir: path.resolve('shell'), dist: shellDist });
    expect(await rootPage()).toContain(second.version);
    expect(await publish.rollbackShell()).toEqual({ from: second.version, to: firstShell?.version });
    expect(await rootPage()).toContain(`/shell/${firstShell?.version}/main.js`);
  });

  it("refuses a shell whose router copy would lack an export a live remote uses", async () => {
    const live = await publish.readLiveShell();
    await buildShell('1.0.0', ['useParams']);
    await expect(publish.publishShell({ appDir: path.resolve('shell'), dist: shellDist })).rejects.toThrow(
      /live mf_cv \S+ needs Link of react-router-dom, this shell's copy would lack them/,
    );
    expect(await publish.readLiveShell()).toEqual(live);
  });

  it('refuses an unknown remote or release and leaves remotes.json as it was', async () => {
    const before = await liveManifest();
    expect(() => apps.remoteByFolder('mf-nope')).toThrow(/Unknown remote/);
    await expect(publish.rollbackRemote(apps.remoteByFolder('mf-cv'), 'no-such-version')).rejects.toThrow(/No release/);
    expect(await liveManifest()).toEqual(before);
  });
});
