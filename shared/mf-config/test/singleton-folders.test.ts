// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { singletonFolders } from '../src/shared-dependencies';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const folderNames = singletonFolders(path.join(repoRoot, 'shell')).map((folder) => path.relative(repoRoot, folder));

describe("the folders of the shell's singletons (grouped in one chunk)", () => {
  it('hold every singleton package, our own among them, and what the third-party ones depend on', () => {
    expect(folderNames).toEqual(
      expect.arrayContaining([
        'node_modules/react',
        'node_modules/react-dom',
        'node_modules/scheduler',
        'node_modules/react-router',
        'node_modules/i18next',
        'shared/session',
        'shared/i18n',
      ]),
    );
  });

  it('leave out what our singletons bundle per app or load with a form: the contracts and zod', () => {
    expect(folderNames.filter((name) => /contracts|api-client|zod/.test(name))).toEqual([]);
  });
});
