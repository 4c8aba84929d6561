import type { Compiler } from '@rspack/core';
import { manifestStatsFile } from './shared-exports-check';

/**
 * The federation plugin's statistics name, for each exposed module and each shared package, which
 * modules required which package (`requires`, `usedIn`); those lists come out of a parallel
 * analysis and differ between two builds of the same code, so the same source would give a new
 * release (issue 25). Nothing the portal runs or checks reads them, so they are dropped. The
 * release tools read each shared package's `usedExports` as a set, which the same analysis lists in
 * any order (a remote's build with larger shared chunks showed it): it is kept, sorted. Every
 * other list is left as built.
 */
export const reproducibleStats = (stats: Record<string, unknown>): Record<string, unknown> => {
  const eachObject = (items: unknown, change: (item: Record<string, unknown>) => Record<string, unknown>) =>
    Array.isArray(items)
      ? items.map((item: unknown) => (item === null || typeof item !== 'object' ? item : change(item as Record<string, unknown>)))
      : items;
  const shared = eachObject(stats.shared, ({ usedIn: _dropped, ...rest }) =>
    Array.isArray(rest.usedExports) ? { ...rest, usedExports: [...(rest.usedExports as string[])].sort() } : rest,
  );
  const exposes = eachObject(stats.exposes, ({ requires: _dropped, ...rest }) => rest);
  return { ...stats, shared, exposes };
};

/** Rewrites `mf-manifest-stats.json` without the lists that vary from build to build. */
export class ReproducibleStatsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ReproducibleStatsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReproducibleStatsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(manifestStatsFile);
          if (!asset) return;
          const stats = JSON.parse(asset.source.source().toString()) as Record<string, unknown>;
          compilation.updateAsset(
            manifestStatsFile,
            new compiler.webpack.sources.RawSource(JSON.stringify(reproducibleStats(stats), null, 2)),
          );
        },
      );
    });
  }
}
