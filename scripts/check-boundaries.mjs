#!/usr/bin/env node
// Enforces the one-way import flow of docs/CODE_STYLE.md (see docs/decisions/005-import-boundaries-script.md).
// Usage: node scripts/check-boundaries.mjs [root]   (exit 1 and one line per violation when broken)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts'];
const DEFAULT_ALIASES = { '@shared/': 'src/shared/', '@client/': 'src/client/', '@server/': 'src/server/' };
const builtins = new Set(builtinModules.filter((m) => !m.startsWith('_')));

export const RULES = {
  sharedImportsApp: 'src/shared must not import src/client or src/server',
  sharedImportsNode: 'src/shared must not import Node built-in modules',
  sharedImportsDom: 'src/shared must not import react-dom',
  clientImportsServer: 'src/client must not import src/server',
  clientFeatureImportsFeature: 'a client feature must not import another client feature',
  serverFeatureImportsQueries: "a server feature must not import another feature's queries (call its service)",
};

/** `@shared/*` -> `src/shared/` style prefixes from tsconfig.json `paths`, or the project defaults. */
function readAliases(root) {
  const file = join(root, 'tsconfig.json');
  if (!existsSync(file)) return DEFAULT_ALIASES;
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  const options = config?.compilerOptions ?? {};
  const base = options.baseUrl ?? '.';
  const aliases = {};
  for (const [pattern, targets] of Object.entries(options.paths ?? {})) {
    if (!pattern.endsWith('*') || !targets?.[0]?.endsWith('*')) continue;
    const target = join(base, targets[0].slice(0, -1));
    aliases[pattern.slice(0, -1)] = target.endsWith(sep) ? target : `${target}${sep}`;
  }
  return Object.keys(aliases).length > 0 ? aliases : DEFAULT_ALIASES;
}

function listSources(dir) {
  if (!existsSync(dir)) return [];
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listSources(path));
    else if (SOURCE_EXTENSIONS.some((ext) => entry.name.endsWith(ext))) found.push(path);
  }
  return found;
}

/** Every module specifier a file names: import, export-from, import(), import type, require(). */
export function findSpecifiers(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (node) => {
    if (!node || !ts.isStringLiteralLike(node)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ specifier: node.text, line: line + 1 });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      if ((isImport || isRequire) && node.arguments.length > 0) add(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a local specifier points to (extension and index resolved when it exists), else undefined. */
function resolveLocal(root, aliases, fromFile, specifier) {
  let base;
  if (specifier.startsWith('./') || specifier.startsWith('../')) base = resolve(dirname(fromFile), specifier);
  else {
    const prefix = Object.keys(aliases).find((p) => specifier.startsWith(p));
    if (!prefix) return undefined;
    base = resolve(root, aliases[prefix], specifier.slice(prefix.length));
  }
  const withoutJs = base.replace(/\.(m|c)?jsx?$/, '');
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => withoutJs + ext),
    ...SOURCE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? base;
}

const isBuiltin = (specifier) =>
  specifier.startsWith('node:') || builtins.has(specifier) || builtins.has(specifier.split('/')[0]);

/** `src/client/features/auth/x.tsx` -> `auth` for area `client`. */
function featureOf(relPath, area) {
  const parts = relPath.split('/');
  return parts[0] === 'src' && parts[1] === area && parts[2] === 'features' && parts.length > 4 ? parts[3] : undefined;
}

function ruleBroken(from, target, specifier) {
  if (from.startsWith('src/shared/')) {
    if (target?.startsWith('src/client/') || target?.startsWith('src/server/')) return RULES.sharedImportsApp;
    if (!target && isBuiltin(specifier)) return RULES.sharedImportsNode;
    if (specifier === 'react-dom' || specifier.startsWith('react-dom/')) return RULES.sharedImportsDom;
  }
  if (from.startsWith('src/client/') && target?.startsWith('src/server/')) return RULES.clientImportsServer;
  const clientFeature = featureOf(from, 'client');
  const clientTarget = target && featureOf(target, 'client');
  if (clientFeature && clientTarget && clientFeature !== clientTarget) return RULES.clientFeatureImportsFeature;
  const serverFeature = featureOf(from, 'server');
  const serverTarget = target && featureOf(target, 'server');
  if (serverFeature && serverTarget && serverFeature !== serverTarget && /\.queries(\.[mc]?tsx?)?$/.test(target)) {
    return RULES.serverFeatureImportsQueries;
  }
  return undefined;
}

/**
 * Checks every source file under `<root>/src`. Returns the violations (empty when the tree is clean);
 * paths are relative to `root`, with forward slashes.
 */
export function checkBoundaries(root) {
  const absRoot = resolve(root);
  const aliases = readAliases(absRoot);
  const toRel = (p) => relative(absRoot, p).split(sep).join('/');
  const violations = [];
  const files = listSources(join(absRoot, 'src'));
  for (const file of files) {
    const from = toRel(file);
    for (const { specifier, line } of findSpecifiers(file, readFileSync(file, 'utf8'))) {
      const resolved = resolveLocal(absRoot, aliases, file, specifier);
      const rule = ruleBroken(from, resolved && toRel(resolved), specifier);
      if (rule) violations.push({ file: from, line, specifier, rule });
    }
  }
  return { files: files.length, violations };
}

function main() {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
  const { files, violations } = checkBoundaries(root);
  if (violations.length === 0) {
    console.log(`Import boundaries: ${files} files checked, no violations.`);
    return;
  }
  for (const v of violations) console.error(`${v.file}:${v.line}  '${v.specifier}': ${v.rule}`);
  console.error(`\nImport boundaries: ${violations.length} violation(s) in ${files} files. See docs/CODE_STYLE.md.`);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
