import { rspack, type Compiler } from '@rspack/core';

const pluginName = 'StartupPreloadPlugin';

/**
 * Puts `<link rel="preload">` tags for the chunks an app's entry always loads before it renders
 * into its page: the shell's entry only starts the federation runtime and then imports its
 * bootstrap (an async boundary) and the singletons' chunk, which the browser would otherwise ask
 * for only once the entry has arrived and run. On a slow phone that is about one round trip and
 * the entry's download later (issue 23). Named chunks and chunk groups (`webpackChunkName`), each
 * file once, scripts and stylesheets as the runtime will ask for them (no crossorigin), so the
 * browser uses what it preloaded.
 */
export class StartupPreloadPlugin {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(pluginName, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(pluginName, async (data) => {
        const files = new Set<string>();
        for (const name of this.chunkNames) {
          const chunks = compilation.namedChunkGroups.get(name)?.chunks ?? [compilation.namedChunks.get(name)];
          const found = chunks.filter((chunk) => chunk !== undefined);
          if (found.length === 0) throw new Error(`${pluginName}: no chunk or chunk group is named "${name}"`);
          for (const chunk of found) for (const file of chunk.files) files.add(file);
        }
        const preloads = [...files]
          .filter((file) => /\.(js|css)$/.test(file))
          .map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${data.publicPath}${file}` },
          }));
        data.assetTags.styles.push(...preloads);
        return data;
      });
    });
  }
}
