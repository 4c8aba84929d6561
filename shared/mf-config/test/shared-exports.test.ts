// @vitest-environment node
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { createAppConfig, exportsOutsideList, treeShakenExports } from '../src';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'router-remote');

const build = (config: Configuration): Promise<Stats> =>
  new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => compiler.close(() => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats))));
  });

/** Builds the fixture remote with a page that imports `names` from the router. */
const buildRemoteUsing = async (names: string[]): Promise<Stats> => {
  const page = path.join(fixture, 'src', 'Page.tsx');
  await writeFile(
    page,
    `import { ${names.join(', ')} } from 'react-router-dom';\n` +
      `const Page = () => { ${names.map((name) => `console.log(${name});`).join(' ')} return null; };\nexport default Page;\n`,
  );
  const output = path.join(fixture, 'dist');
  try {
    const config = createAppConfig({ dir: fixture, name: 'mf_fixture', devPort: 3999, title: 'fixture', exposes: { './Page': './src/Page.tsx' } }, 'production');
    return await build({ ...config, devtool: false, output: { ...config.output, path: output } });
  } finally {
    await rm(output, { recursive: true, force: true });
    await rm(page, { force: true });
  }
};

describe('tree-shaken singletons: one list of exports for every app', () => {
  it('names the exports an app uses beyond the list, by package', () => {
    const stats = {
      shared: [
        { name: 'react-router-dom', usedExports: ['Link', 'useMatch', 'useParams', 'Await'] },
        { name: 'react', usedExports: ['useState'] },
      ],
    };
    expect(exportsOutsideList(stats, { 'react-router-dom': ['Link', 'useParams'] })).toEqual({ 'react-router-dom': ['Await', 'useMatch'] });
    expect(exportsOutsideList({ shared: [{ name: 'react-router-dom', usedExports: ['Link'] }] })).toEqual({});
  });

  it('builds an app that uses only listed exports, and refuses one that uses another', async () => {
    await mkdir(path.join(fixture, 'src'), { recursive: true });
    const listed = await buildRemoteUsing(['Link', 'useParams']);
    expect(listed.hasErrors(), listed.toString('errors-only')).toBe(false);
    expect(treeShakenExports['react-router-dom']).not.toContain('useMatch');

    const refused = await buildRemoteUsing(['Link', 'useMatch']);
    expect(refused.hasErrors()).toBe(true);
    expect(refused.toString('errors-only')).toContain('mf_fixture uses useMatch of react-router-dom, outside the exports every app is built against');
  }, 180_000);
});
