// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { measureApi } from './api-load';

/**
 * Not a timed test: it proves that the API benchmark still runs end to end (its own database,
 * seed, server, the three loads and the duplicate check) on a tiny data set for a second each.
 */
describe('API benchmark, smoke mode', () => {
  it('measures every route against the bare route and leaves one candidacy per application', async () => {
    const result = await measureApi('smoke');

    expect(result.routes.map((route) => route.route)).toEqual([
      'offers list by desde (dameOfertasUsuario)',
      'offers list by despuesDe (keyset)',
      'offer detail (dameOferta)',
      'apply (inscribirse)',
    ]);
    for (const { figures, bare, ratio } of result.routes) {
      expect(figures.responses).toBeGreaterThan(0);
      expect(figures.failures).toBe(0);
      expect(bare.failures).toBe(0);
      expect(figures.p95Ms).toBeGreaterThan(0);
      expect(ratio).toBeGreaterThan(0);
    }
    // Each application is sent twice at once: one candidacy, one "already a candidate".
    expect(result.applications).toEqual({ created: 100, alreadyCandidate: 100, refused: 0 });
    expect(result.duplicateCandidacies).toBe(0);
    // The office's dashboard, then three lists of each queue it counts, the company requests with volume.
    expect(result.office[0]).toMatchObject({ route: 'dashboard (panel)', samples: 3 });
    expect(result.office.find((row) => row.route === 'queue empresas by age')?.waiting).toBeGreaterThan(0);
    expect(result.office.length).toBe(1 + 3 * (result.office.filter((row) => row.route.endsWith('by age')).length));
    for (const row of result.office) expect(row.p95Ms).toBeGreaterThan(0);
    // Every outcome dashboard, for every degree and for one, each answered (a refusal fails the run).
    expect(result.dashboards.map((row) => row.route)).toContain('embudo (every degree)');
    expect(result.dashboards).toHaveLength(2 * 7);
    for (const row of result.dashboards) expect(row.p95Ms).toBeGreaterThan(0);
  }, 240_000);
});
