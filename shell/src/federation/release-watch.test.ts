import { describe, expect, it } from 'vitest';
import { isNewerRelease } from './release-watch';
import type { RemotesManifest, RemoteRelease } from './remotes-manifest';

const release = (version: string): RemoteRelease => ({ entry: `/remotes/x/${version}/mf-manifest.json`, remoteEntry: '', files: {}, version, pages: [], needs: {} });
const manifest = (versions: Record<string, string>): RemotesManifest => ({
  remotes: Object.fromEntries(Object.entries(versions).map(([name, version]) => [name, release(version)])),
});

describe('whether the portal published since the page loaded', () => {
  const running = { remotes: manifest({ mf_offers: 'a', mf_cv: 'c' }), shell: 's1' };
  it('is not when every live release is the page’s', () => {
    expect(isNewerRelease(running, { remotes: manifest({ mf_cv: 'c', mf_offers: 'a' }), shell: 's1' })).toBe(false);
  });
  it('is when one remote has another live release, or was added or withdrawn', () => {
    expect(isNewerRelease(running, { remotes: manifest({ mf_offers: 'b', mf_cv: 'c' }), shell: 's1' })).toBe(true);
    expect(isNewerRelease(running, { remotes: manifest({ mf_offers: 'a', mf_cv: 'c', mf_office: 'o' }), shell: 's1' })).toBe(true);
    expect(isNewerRelease(running, { remotes: manifest({ mf_offers: 'a' }), shell: 's1' })).toBe(true);
  });
  it('is when the shell has another live release, unless either side cannot tell (a dev server)', () => {
    expect(isNewerRelease(running, { remotes: running.remotes, shell: 's2' })).toBe(true);
    expect(isNewerRelease(running, { remotes: running.remotes, shell: null })).toBe(false);
    expect(isNewerRelease({ ...running, shell: null }, { remotes: running.remotes, shell: 's2' })).toBe(false);
  });
});
