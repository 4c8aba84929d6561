import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalSingletons } from '@portal/mf-config';
import { repoRoot } from './apps';
import { checkDeclaredNeeds, checkSurface, currentSurface, importedNames, requiredBump, surfaceProgram } from './singleton-surface';

/**
 * The singletons' public surfaces are versioned contracts: a change without the version bump it
 * asks for, or an app using more than the range it declares, fails the run.
 */
describe('singleton contracts', () => {
  let surfaces: Record<string, Record<string, string>>;
  beforeAll(() => {
    const program = surfaceProgram();
    surfaces = Object.fromEntries(portalSingletons.map((name) => [name, currentSurface(name, program)]));
  }, 120_000);

  it('every singleton matches the surface recorded for its version', () => {
    expect(portalSingletons.flatMap((name) => checkSurface(name, surfaces[name]))).toEqual([]);
  });

  // It reads every app's imports with the TypeScript compiler: seconds on a busy 2-core machine.
  it('every app and package declares a range that has what it uses of each singleton', () => {
    expect(checkDeclaredNeeds()).toEqual([]);
  }, 60_000);

  it('asks for a minor version for an added export and a major one for a changed or removed one', () => {
    const session = surfaces['@portal/session'] ?? {};
    const added = { ...session, clearSessionEverywhere: '() => void' };
    expect(checkSurface('@portal/session', added)).toEqual([expect.stringContaining('added clearSessionEverywhere')]);
    expect(checkSurface('@portal/session', added)[0]).toContain('is not a minor bump from');

    const { useSession: _removed, ...withoutUseSession } = session;
    expect(checkSurface('@portal/session', withoutUseSession)[0]).toContain('removed useSession');
    expect(checkSurface('@portal/session', withoutUseSession)[0]).toContain('is not a major bump from');
    expect(requiredBump({ a: 'x' }, { a: 'y' })).toBe('major');
    expect(requiredBump({ a: 'x' }, { a: 'x', b: 'z' })).toBe('minor');
    expect(requiredBump({ a: 'x' }, { a: 'x' })).toBe('none');
  });

  it('reads what an app imports from a singleton', () => {
    const used = importedNames(path.join(repoRoot, 'shell'), '@portal/session');
    expect(used).toContain('useSession');
    expect(used).toContain('sessionStore');
  });
});
