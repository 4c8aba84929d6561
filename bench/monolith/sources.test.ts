// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remoteApps, repoRoot } from '../../deploy/scripts/apps';
import { entrySource, remoteSources, shellStartFile } from './sources';

/** Every `{ remote: '…', module: '…' }` the shell's own code renders in a RemoteSlot. */
const shellSlotRefs = (): string[] => {
  const dir = path.join(repoRoot, 'shell', 'src');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
  return files.flatMap((file) =>
    [...readFileSync(path.join(dir, file), 'utf8').matchAll(/remote: '(\w+)', module: '(\w+)'/g)].map(([, remote, module]) => `${remote}/${module}`),
  );
};

describe('the monolith build takes every page of the portal', () => {
  it('has a module file for every route of every remote and for every widget the shell shows', async () => {
    const remotes = await remoteSources();
    expect(remotes.map((remote) => remote.name)).toEqual(remoteApps.map((remote) => remote.federationName));
    const available = new Set(remotes.flatMap((remote) => Object.keys(remote.modules).map((module) => `${remote.name}/${module}`)));
    for (const remote of remotes) {
      for (const file of Object.values(remote.modules)) expect(existsSync(file), file).toBe(true);
      const { routes } = (await import(remote.routesFile)) as { routes: { id: string; module: string }[] };
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) expect(available, `${remote.name} route ${route.id}`).toContain(`${remote.name}/${route.module}`);
    }
    const slots = shellSlotRefs();
    expect(slots).toContain('mf_cv/MissingDataWidget');
    for (const slot of slots) expect(available, slot).toContain(slot);
  });

  it('starts the shell with each remote route table imported and each module as a dynamic import of its own', async () => {
    const remotes = await remoteSources();
    const entry = entrySource(remotes);
    expect(entry).toContain(`import { startShell } from "../../../shell/src/${path.basename(shellStartFile)}";`);
    expect(entry).toContain('import { routes as routes1 } from "../../../mf-offers/src/routes.ts";');
    expect(entry).toContain('"mf_offers/OffersPage": () => import("../../../mf-offers/src/pages/OffersPage.tsx"),');
    const moduleCount = remotes.reduce((total, remote) => total + Object.keys(remote.modules).length, 0);
    expect(entry.match(/\(\) => import\(/g)).toHaveLength(moduleCount);
  });
});
