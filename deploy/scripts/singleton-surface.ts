import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { portalSingletons } from '@portal/mf-config';
import { repoRoot } from './apps';

/**
 * The public surface of our federated singletons, watched like a contract. A singleton is shared
 * by every app on the page, and the first copy loaded (the shell's) wins: a remote built against
 * a newer interface than the live shell provides would call what is not there. So each
 * singleton's exports are recorded in `public-surface.json` with the version that introduced
 * them; `npm test` fails when the exports change without the version bump semver asks for, and
 * when an app uses an export newer than the range it declares.
 */

export interface SurfaceExport {
  /** The version of the package that introduced this export in its current shape. */
  since: string;
  /** Its type, with the package's own types it refers to written out. */
  signature: string;
}
export interface SurfaceSnapshot {
  package: string;
  version: string;
  exports: Record<string, SurfaceExport>;
}

const contractsEntry = path.join(repoRoot, 'shared', 'contracts', 'src', 'index.ts');
const packageDirOf = (name: string) => path.join(repoRoot, 'shared', name.replace('@portal/', ''));
const snapshotPath = (name: string) => path.join(packageDirOf(name), 'public-surface.json');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
};

/**
 * The type printer names other modules by absolute path (`import("/work/…/node_modules/zustand/…")`):
 * a package's path inside node_modules, or a path relative to the singleton's folder, is the
 * same on every machine and clone.
 */
const portablePaths = (text: string, packageDir: string) =>
  text.replace(/import\("([^"]+)"\)/g, (_whole, modulePath: string) => {
    const inNodeModules = modulePath.lastIndexOf('node_modules/');
    if (inNodeModules >= 0) return `import("${modulePath.slice(inNodeModules + 'node_modules/'.length)}")`;
    const relative = path.relative(packageDir, modulePath);
    return `import("${relative.startsWith('.') ? relative : `./${relative}`}")`;
  });

const normalise = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Every export of a singleton package: name → signature. */
export const currentSurface = (name: string, program?: ts.Program): Record<string, string> => {
  const packageDir = packageDirOf(name);
  const entry = path.join(packageDir, 'src', 'index.ts');
  const actualProgram = program ?? ts.createProgram([entry], compilerOptions);
  const typeChecker = actualProgram.getTypeChecker();
  const file = actualProgram.getSourceFile(entry);
  if (!file) throw new Error(`${entry} not found`);
  const moduleSymbol = typeChecker.getSymbolAtLocation(file);
  if (!moduleSymbol) return {};

  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType;
  // The types an export refers to, by name, written out: the package's own declarations as
  // written, and the contracts' types (mostly inferred from zod schemas) as the checker expands
  // them, so that a change to a schema the interface carries is a change of the interface.
  const referencedTypes = new Map<string, string>();
  for (const sourceFile of actualProgram.getSourceFiles()) {
    if (!sourceFile.fileName.startsWith(path.join(packageDir, 'src'))) continue;
    sourceFile.forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isEnumDeclaration(node)) {
        referencedTypes.set(node.name.text, normalise(node.getText(sourceFile)));
      }
    });
  }
  const contracts = actualProgram.getSourceFile(contractsEntry);
  const contractsSymbol = contracts ? typeChecker.getSymbolAtLocation(contracts) : undefined;
  for (const exported of contractsSymbol ? typeChecker.getExportsOfModule(contractsSymbol) : []) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? typeChecker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)) || referencedTypes.has(exported.name)) continue;
    const expanded = typeChecker.typeToString(typeChecker.getDeclaredTypeOfSymbol(symbol), undefined, flags | ts.TypeFormatFlags.InTypeAlias);
    referencedTypes.set(exported.name, `type ${exported.name} = ${expanded}`);
  }
  const withReferencedTypes = (ownName: string, text: string): string => {
    const seen = new Set<string>([ownName]);
    const written: string[] = [];
    const pending = [text];
    while (pending.length > 0) {
      const current = pending.pop() ?? '';
      for (const [typeName, declaration] of referencedTypes) {
        if (!seen.has(typeName) && new RegExp(`\\b${typeName}\\b`).test(current)) {
          seen.add(typeName);
          written.push(typeName);
          pending.push(declaration);
        }
      }
    }
    return [text, ...written.sort().map((typeName) => referencedTypes.get(typeName) ?? '')].join(' | where ');
  };

  const surface: Record<string, string> = {};
  for (const exported of typeChecker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? typeChecker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.[0];
    let own: string;
    if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Enum) && declaration) {
      own = normalise(declaration.getText());
    } else if (symbol.flags & ts.SymbolFlags.Class && declaration) {
      // Public members of a class are its contract; bodies are not.
      const type = typeChecker.getDeclaredTypeOfSymbol(symbol);
      const members = typeChecker
        .getPropertiesOfType(type)
        .map((member) => `${member.name}: ${typeChecker.typeToString(typeChecker.getTypeOfSymbolAtLocation(member, declaration), undefined, flags)}`)
        .sort();
      const constructorType = typeChecker.typeToString(typeChecker.getTypeOfSymbolAtLocation(symbol, declaration), undefined, flags);
      own = `class ${constructorType} { ${members.join('; ')} }`;
    } else {
      own = typeChecker.typeToString(typeChecker.getTypeOfSymbolAtLocation(symbol, declaration ?? file), undefined, flags);
    }
    surface[exported.name] = portablePaths(withReferencedTypes(exported.name, own), packageDir);
  }
  return surface;
};

export const readSnapshot = (name: string): SurfaceSnapshot | null => {
  try {
    return readJson<SurfaceSnapshot>(snapshotPath(name));
  } catch {
    return null;
  }
};

const versionOf = (name: string): string => readJson<{ version: string }>(path.join(packageDirOf(name), 'package.json')).version;

const parse = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10)) as [number, number, number];

/** What the change from a snapshot to the current surface asks of the version. */
export const requiredBump = (before: Record<string, string>, after: Record<string, string>): 'none' | 'minor' | 'major' => {
  const removedOrChanged = Object.keys(before).some((name) => after[name] !== before[name]);
  if (removedOrChanged) return 'major';
  return Object.keys(after).some((name) => !(name in before)) ? 'minor' : 'none';
};

const bumpOf = (from: string, to: string): 'none' | 'patch' | 'minor' | 'major' => {
  const [a1, a2, a3] = parse(from);
  const [b1, b2, b3] = parse(to);
  if (b1 > a1) return 'major';
  if (b1 === a1 && b2 > a2) return 'minor';
  if (b1 === a1 && b2 === a2 && b3 > a3) return 'patch';
  return 'none';
};
const rank = { none: 0, patch: 1, minor: 2, major: 3 } as const;

/** Problems with a singleton's surface and version; empty when they agree with the snapshot. */
export const checkSurface = (name: string, surface = currentSurface(name)): string[] => {
  const snapshot = readSnapshot(name);
  const version = versionOf(name);
  if (!snapshot) return [`${name} has no public-surface.json: run npm run surfaces -- --update`];
  const before = Object.fromEntries(Object.entries(snapshot.exports).map(([key, value]) => [key, value.signature]));
  const needed = requiredBump(before, surface);
  if (needed === 'none') {
    return version === snapshot.version ? [] : [`${name} is ${version} but public-surface.json says ${snapshot.version}: run npm run surfaces -- --update`];
  }
  const changed = [
    ...Object.keys(before).filter((key) => !(key in surface)).map((key) => `removed ${key}`),
    ...Object.keys(surface).filter((key) => key in before && surface[key] !== before[key]).map((key) => `changed ${key}`),
    ...Object.keys(surface).filter((key) => !(key in before)).map((key) => `added ${key}`),
  ].join(', ');
  const made = bumpOf(snapshot.version, version);
  if (rank[made] < rank[needed]) {
    return [`The public surface of ${name} changed (${changed}) but its version ${version} is not a ${needed} bump from ${snapshot.version}: bump the version in shared/${name.replace('@portal/', '')}/package.json, then run npm run surfaces -- --update`];
  }
  return [`The public surface of ${name} changed (${changed}) and ${version} is bumped: run npm run surfaces -- --update to record it`];
};

/** Records the current surface; refuses when the version was not bumped as the change asks. */
export const updateSnapshot = (name: string): SurfaceSnapshot => {
  const surface = currentSurface(name);
  const problems = checkSurface(name, surface).filter((problem) => problem.includes('is not a'));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const version = versionOf(name);
  const snapshot = readSnapshot(name);
  const exports = Object.fromEntries(
    Object.entries(surface)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, signature]) => {
        const previous = snapshot?.exports[key];
        return [key, { since: previous && previous.signature === signature ? previous.since : version, signature }];
      }),
  );
  const next: SurfaceSnapshot = { package: name, version, exports };
  writeFileSync(snapshotPath(name), `${JSON.stringify(next, null, 2)}\n`);
  return next;
};

/** The apps and packages that use our singletons, each with the folders its bundle is built from. */
export const consumers = (): { name: string; dir: string }[] => {
  const apps = ['shell', ...readdirSync(repoRoot).filter((folder) => folder.startsWith('mf-'))];
  const packages = readdirSync(path.join(repoRoot, 'shared')).filter((folder) => folder !== 'mf-config');
  return [
    ...apps.map((folder) => ({ name: folder, dir: path.join(repoRoot, folder) })),
    ...packages.map((folder) => ({ name: `@portal/${folder}`, dir: path.join(repoRoot, 'shared', folder) })),
  ];
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(dir, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** The names a folder's sources import from a package (`*` for a namespace import). */
export const importedNames = (dir: string, packageName: string): Set<string> => {
  const names = new Set<string>();
  for (const file of sourceFiles(dir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    source.forEachChild((node) => {
      if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) return;
      const specifier = node.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || specifier.text !== packageName) return;
      const clause = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
      if (!clause || ts.isNamespaceImport(clause) || ts.isNamespaceExport(clause)) {
        names.add('*');
        return;
      }
      for (const element of clause.elements) names.add((element.propertyName ?? element.name).text);
    });
  }
  return names;
};

const declaredRange = (dir: string, packageName: string): string | undefined =>
  readJson<{ dependencies?: Record<string, string> }>(path.join(dir, 'package.json')).dependencies?.[packageName];

/**
 * Problems with what each app and package declares it needs of our singletons: a range must name
 * the current major, and its lowest version must have every export the sources use. The range a
 * remote declares is what its releases ask of the live shell, so a range too low lets a release
 * through that then calls what the shell does not have.
 */
export const checkDeclaredNeeds = (): string[] => {
  const problems: string[] = [];
  for (const consumer of consumers()) {
    for (const singleton of portalSingletons) {
      if (consumer.name === singleton) continue;
      const used = importedNames(consumer.dir, singleton);
      if (used.size === 0) continue;
      const range = declaredRange(consumer.dir, singleton);
      const snapshot = readSnapshot(singleton);
      if (!snapshot) continue;
      if (!range || !/^\^\d+\.\d+\.\d+$/.test(range)) {
        problems.push(`${consumer.name} uses ${singleton} but declares ${range ?? 'no range'}: declare a caret range such as ^${snapshot.version}`);
        continue;
      }
      const lowest = range.slice(1);
      const [major] = parse(lowest);
      if (major !== parse(snapshot.version)[0]) {
        problems.push(`${consumer.name} declares ${singleton} ${range}, but the package is ${snapshot.version}: move to ^${parse(snapshot.version)[0]}.0.0 or later`);
        continue;
      }
      const usedExports = used.has('*') ? Object.keys(snapshot.exports) : [...used];
      for (const name of usedExports) {
        const since = snapshot.exports[name]?.since;
        if (since && rank[bumpOf(lowest, since)] > rank.none) {
          problems.push(`${consumer.name} uses ${name} of ${singleton}, there since ${since}, but declares ${range}: declare ^${since}`);
        }
      }
    }
  }
  return problems;
};

/** Every singleton's surface from one TypeScript program (faster than one program each). */
export const surfaceProgram = (): ts.Program =>
  ts.createProgram(portalSingletons.map((name) => path.join(packageDirOf(name), 'src', 'index.ts')), compilerOptions);
