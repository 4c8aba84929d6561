import { execFile } from 'node:child_process';
import { appendFile, cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * A team's own checkout, as the CV team would have it: a copy of mf-cv and of the shared packages
 * it changed. It sits inside the repository so that everything it did not change resolves to the
 * repository's node_modules; its own `node_modules/@portal/*` hold the changed packages.
 */
export const checkoutDir = path.join(repoRoot, 'e2e', '.release-work');
export const remoteCheckout = path.join(checkoutDir, 'mf-cv');
/** A team's checkout of another remote (`mf-offers`): freshCheckout's `app`. */
export const checkoutOf = (app: string) => path.join(checkoutDir, app);

const skipBuildOutput = (source: string) => !/[\\/](node_modules|dist)$/.test(source);
/**
 * The app's own dependencies come along (npm may keep some in its node_modules, their `dist`
 * folders included); its own build output and build cache do not.
 */
const appFiles = (appDir: string) => {
  const skipped = [path.join(appDir, 'dist'), path.join(appDir, 'node_modules', '.cache')];
  return (source: string) => !skipped.includes(source);
};

/** A fresh copy of a remote (mf-cv unless told) and, under the checkout's node_modules, of the named shared packages. */
export const freshCheckout = async (sharedPackages: string[], app = 'mf-cv'): Promise<void> => {
  await rm(checkoutDir, { recursive: true, force: true });
  const appDir = path.join(repoRoot, app);
  await cp(appDir, checkoutOf(app), { recursive: true, filter: appFiles(appDir) });
  for (const name of sharedPackages) {
    await cp(path.join(repoRoot, 'shared', name), path.join(checkoutDir, 'node_modules', '@portal', name), {
      recursive: true,
      filter: skipBuildOutput,
    });
  }
};

export const sharedCopy = (name: string) => path.join(checkoutDir, 'node_modules', '@portal', name);

/** Replaces one piece of a file of the checkout; fails loudly when the piece is not there. */
export const replaceIn = async (file: string, piece: string, replacement: string): Promise<void> => {
  const text = await readFile(file, 'utf8');
  if (!text.includes(piece)) throw new Error(`${file} has no ${JSON.stringify(piece)}: the release test must follow the file`);
  await writeFile(file, text.replace(piece, replacement));
};

/** Sets the range the checkout's package.json asks of one dependency, whatever it asked before. */
export const requireDependency = async (packageJson: string, name: string, range: string): Promise<void> => {
  const manifest = JSON.parse(await readFile(packageJson, 'utf8')) as { dependencies?: Record<string, string> };
  if (!manifest.dependencies?.[name]) throw new Error(`${packageJson} does not depend on ${name}: the release test must follow the file`);
  manifest.dependencies[name] = range;
  await writeFile(packageJson, `${JSON.stringify(manifest, null, 2)}\n`);
};

export const addFile = async (file: string, content: string): Promise<void> => {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
};

export const append = (file: string, content: string) => appendFile(file, content);

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of the README's npm commands at the repository root, as a team member would. */
export const npmRun = (script: string, ...args: string[]): Promise<CommandResult> =>
  new Promise((resolve) => {
    execFile('npm', ['run', '--silent', script, '--', ...args], { cwd: repoRoot, env: process.env, timeout: 240_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });

export const removeCheckout = () => rm(checkoutDir, { recursive: true, force: true });
