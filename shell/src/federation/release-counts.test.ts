import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countReleaseLoad,
  flushReleaseLoads,
  reportReleaseFailure,
  resetReleaseCounts,
} from './release-counts';

const release = (app: string, version: string) => ({
  entry: `/remotes/${app}/${version}/mf-manifest.json`,
  remoteEntry: `/remotes/${app}/${version}/remoteEntry.js`,
  files: {},
  version,
  pages: [],
  needs: {},
});

describe('what the shell tells the API per release', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
  beforeEach(() => {
    resetReleaseCounts();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const sent = () =>
    fetchMock.mock.calls.map((call) => {
      const [url, init] = call as unknown as [string, RequestInit];
      return {
        url,
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
        credentials: init.credentials,
      };
    });

  it('sends one beacon per page load naming each loaded release once, without credentials', () => {
    countReleaseLoad(release('mf-offers', '0.1.0-aaa'));
    countReleaseLoad(release('mf-cv', '0.1.0-bbb'));
    countReleaseLoad(release('mf-offers', '0.1.0-aaa'));
    flushReleaseLoads();
    flushReleaseLoads();
    expect(sent()).toEqual([
      {
        url: '/api/Publico/cargasVersion',
        body: {
          cargas: [
            { app: 'mf-offers', version: '0.1.0-aaa' },
            { app: 'mf-cv', version: '0.1.0-bbb' },
          ],
        },
        credentials: 'omit',
      },
    ]);
  });

  it('reports a failed area against the release it came from', () => {
    reportReleaseFailure({ remote: 'mf_offers', module: 'OffersPage' }, release('mf-offers', '0.1.0-ccc'));
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({
      url: '/api/Publico/informeError',
      body: { status: 500, ruta: '/mf_offers/OffersPage', app: 'mf-offers', version: '0.1.0-ccc' },
    });
  });
});
