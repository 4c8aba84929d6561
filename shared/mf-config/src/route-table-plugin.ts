import type { Compiler } from '@rspack/core';
// The route schema alone: build configs load no more of the contracts than they need.
import { routeTableSchema, type RemoteRouteDefinition } from '@portal/contracts/routes';

/** The file a release publishes its pages in, beside its `mf-manifest.json`. */
export const routeTableFile = 'routes.json';

/**
 * Refuses a route table the shell could not use: a row that breaks the schema, an id or path used
 * twice, or a page whose module the remote does not expose.
 */
export const checkRouteTable = (routes: readonly RemoteRouteDefinition[], exposes: Record<string, string>): void => {
  const parsed = routeTableSchema.safeParse(routes);
  if (!parsed.success) throw new Error(`The route table is not valid: ${parsed.error.message}`);
  const seen = new Set<string>();
  for (const route of parsed.data) {
    for (const key of [`id ${route.id}`, ...[route.path, ...(route.aliases ?? [])].map((path) => `path ${path}`)]) {
      if (seen.has(key)) throw new Error(`The route table has the ${key} twice`);
      seen.add(key);
    }
    if (!exposes[`./${route.module}`]) {
      throw new Error(`Route ${route.id} is rendered by ${route.module}, which the remote does not expose`);
    }
  }
};

/** Emits the remote's route table as data (no code) with every build. */
export class RouteTablePlugin {
  constructor(private readonly routes: readonly RemoteRouteDefinition[]) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteTablePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(routeTableFile, new RawSource(`${JSON.stringify(this.routes, null, 2)}\n`)),
      );
    });
  }
}
