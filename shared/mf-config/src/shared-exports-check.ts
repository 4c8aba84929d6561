import type { Compiler } from '@rspack/core';
import { treeShakenExports } from './shared-dependencies';

/** The build's statistics as the federation plugin writes them, as far as this check reads them. */
interface ManifestStats {
  shared?: { name: string; usedExports?: string[] }[];
}

/** The file the federation plugin writes its statistics to, beside `mf-manifest.json`. */
export const manifestStatsFile = 'mf-manifest-stats.json';

/**
 * The exports of tree-shaken singletons an app uses outside the list every app is built against,
 * by package. The federation plugin records what an app uses together with the list itself, so
 * anything beyond the list is the app's own use.
 */
export const exportsOutsideList = (
  stats: ManifestStats,
  lists: Readonly<Record<string, readonly string[]>> = treeShakenExports,
): Record<string, string[]> =>
  Object.fromEntries(
    (stats.shared ?? []).flatMap(({ name, usedExports = [] }) => {
      const list = lists[name];
      const outside = list ? usedExports.filter((used) => !list.includes(used)).sort() : [];
      return outside.length > 0 ? [[name, outside]] : [];
    }),
  );

/**
 * Refuses a build whose app uses an export of a tree-shaken singleton outside the one list:
 * the shell's copy would not have it, so the page would load a second copy of the package (a
 * second router, whose links the first does not follow).
 */
export class SharedExportsCheckPlugin {
  constructor(private readonly appName: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('SharedExportsCheckPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedExportsCheckPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(manifestStatsFile);
          if (!asset) return;
          const outside = exportsOutsideList(JSON.parse(asset.source.source().toString()) as ManifestStats);
          for (const [name, exports] of Object.entries(outside)) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${this.appName} uses ${exports.join(', ')} of ${name}, outside the exports every app is built against ` +
                  `(treeShakenExports in shared/mf-config/src/shared-dependencies.ts): the shell's copy would lack them. ` +
                  `Add them to that list, release the shell, then this app.`,
              ),
            );
          }
        },
      );
    });
  }
}
