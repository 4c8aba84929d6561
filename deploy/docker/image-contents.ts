import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * What an image must carry for a module to run in it, found without Docker (compose.test.ts): the
 * module's import graph (the files and packages it loads at run time), the files a Dockerfile's
 * last stage copies, and the packages `npm ci --workspace <name> --omit=dev` installs from the
 * lock file.
 */

/** The specifiers a module loads when it runs: imports and re-exports that are not type-only, and `import('literal')`. */
export const runtimeSpecifiers = (source: string, fileName: string): string[] => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const onlyTypes =
        node.isTypeOnly || (node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};

const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export const packageNameOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** A relative import's file, as tsx finds it: the path itself when it names a file, else with an extension or as a folder's index. */
const sourceExtensions = ['.ts', '.tsx', '.js', '/index.ts', '/index.js'];
const resolveFile = (base: string): string => {
  // `./x.js` names `./x.ts` for TypeScript and tsx.
  const named = path.extname(base) ? [base, base.replace(/\.js$/, '.ts')] : [];
  const candidates = [...named, ...sourceExtensions.map((extension) => base + extension)];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${base}: no such module`);
  return found;
};

/** A workspace package's file for a specifier (`@portal/contracts`, `@portal/contracts/routes`), from its `exports`. */
const resolveWorkspace = async (repoRoot: string, workspaces: Map<string, string>, specifier: string): Promise<string> => {
  const name = packageNameOf(specifier);
  const folder = workspaces.get(name)!;
  const manifest = JSON.parse(await readFile(path.join(repoRoot, folder, 'package.json'), 'utf8')) as { exports?: Record<string, string>; main?: string };
  const subpath = `.${specifier.slice(name.length)}`;
  const target = manifest.exports?.[subpath] ?? (subpath === '.' ? manifest.main : undefined);
  if (!target) throw new Error(`${specifier}: ${name} exports no ${subpath}`);
  return path.join(repoRoot, folder, target);
};

/** The workspace packages of the repository, by name, with their folders (from the lock file's links). */
const workspacePackages = (lock: PackageLock): Map<string, string> =>
  new Map(
    Object.entries(lock.packages)
      .filter(([location, entry]) => entry.link && entry.resolved && location.startsWith('node_modules/'))
      .map(([location, entry]) => [location.slice('node_modules/'.length), entry.resolved!]),
  );

export interface ImportGraph {
  /** Repository-relative paths of the source files loaded. */
  files: string[];
  /** Names of the (non-workspace) packages loaded. */
  packages: string[];
  /** The workspace packages loaded (`@portal/contracts`). */
  workspaces: string[];
}

/** Every file and package `entry` (repository-relative) loads at run time, through relative imports and workspace packages. */
export const importGraph = async (repoRoot: string, entry: string): Promise<ImportGraph> => {
  const workspaces = workspacePackages(await readLock(repoRoot));
  const files = new Set<string>();
  const packages = new Set<string>();
  const usedWorkspaces = new Set<string>();
  const pending = [path.join(repoRoot, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    const relative = path.relative(repoRoot, file);
    if (files.has(relative)) continue;
    files.add(relative);
    for (const specifier of runtimeSpecifiers(await readFile(file, 'utf8'), file)) {
      if (isBuiltin(specifier)) continue;
      if (specifier.startsWith('.')) pending.push(resolveFile(path.resolve(path.dirname(file), specifier)));
      else if (workspaces.has(packageNameOf(specifier))) {
        usedWorkspaces.add(packageNameOf(specifier));
        pending.push(await resolveWorkspace(repoRoot, workspaces, specifier));
      } else packages.add(packageNameOf(specifier));
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort(), workspaces: [...usedWorkspaces].sort() };
};

interface LockEntry {
  link?: boolean;
  resolved?: string;
  dev?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
interface PackageLock {
  packages: Record<string, LockEntry>;
}
const readLock = async (repoRoot: string) => JSON.parse(await readFile(path.join(repoRoot, 'package-lock.json'), 'utf8')) as PackageLock;

/**
 * The packages `npm ci --workspace <workspace> --omit=dev` installs: the workspace's dependencies
 * (not its devDependencies) and theirs, each found as node finds it (the nearest node_modules up
 * from the package that needs it), workspace links followed. By name.
 */
export const productionInstall = async (repoRoot: string, workspace: string): Promise<Set<string>> => {
  const { packages } = await readLock(repoRoot);
  const installed = new Set<string>();
  const seen = new Set<string>();
  const locate = (from: string, name: string): string | undefined => {
    for (let folder = from; ; folder = path.posix.dirname(folder)) {
      const base = folder === '.' || folder === '' ? '' : `${folder}/`;
      const candidate = `${base}node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!base) return undefined;
    }
  };
  const visit = (location: string) => {
    if (seen.has(location)) return;
    seen.add(location);
    const entry = packages[location];
    if (!entry) return;
    if (entry.link && entry.resolved) return visit(entry.resolved);
    const needs = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
    for (const name of Object.keys(needs)) {
      const found = locate(location, name);
      if (!found) continue;
      installed.add(name);
      visit(found);
    }
  };
  visit(workspace);
  return installed;
};

/** The repository paths a Dockerfile's last stage copies from its build stage (`COPY --from=<stage> /app/<path> <dest>`). */
export const copiedPaths = (dockerfile: string, workdir = '/app'): string[] => {
  const lastStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  return [...lastStage.matchAll(/^COPY --from=\S+ (.+) \S+$/gm)].flatMap(([, sources = '']) =>
    sources
      .split(/\s+/)
      .filter((source) => source.startsWith(`${workdir}/`))
      .map((source) => source.slice(workdir.length + 1)),
  );
};

/** Whether a repository path is one of the copied paths or inside one. */
export const isCopied = (file: string, copied: string[]) =>
  copied.some((source) => file === source || file.startsWith(`${source.replace(/\/$/, '')}/`));
