import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appShellModule, groupOfModule, notFoundModule, pageModules } from '../shared/page-modules';
import { projectRoot } from '../server/lib/project-root';

// A page loads the messages of its group (src/client/i18n/catalogues.ts): a key drawn by a module it imports but kept
// in a catalogue of another group would show as its id on that page, in a fresh tab. Every key each route module can
// draw (following its imports, lazy ones too, but not into other route modules) must be in a catalogue its group has.

const client = join(projectRoot, 'src/client');
const src = join(projectRoot, 'src');

/** The catalogue folders (relative to src/client) of each group, as groups/*.ts and catalogues.ts gather them. */
const homeFolders = [
  'features/marketing-site/messages',
  'components/layout/messages',
  'components/ui/messages',
  'components/brand/messages',
  'app/messages',
];
const featureFolders = readdirSync(join(client, 'features'))
  .filter((feature) => feature !== 'marketing-site' && existsSync(join(client, 'features', feature, 'messages')))
  .map((feature) => `features/${feature}/messages`);
const groupFolders = {
  home: homeFolders,
  site: [...homeFolders, 'features/marketing-site/components/pages/messages', 'features/auth/messages'],
  app: [...homeFolders, ...featureFolders, 'components/messages'],
};

/** Which catalogue folders hold each key. */
const foldersOfKey = new Map<string, string[]>();
for (const path of readdirSync(client, { recursive: true, encoding: 'utf8' })) {
  if (!/(^|[\\/])messages[\\/]en\.json$/.test(path)) continue;
  const folder = dirname(path).split(/[\\/]/).join('/');
  for (const key of Object.keys(JSON.parse(readFileSync(join(client, path), 'utf8')) as object)) {
    foldersOfKey.set(key, [...(foldersOfKey.get(key) ?? []), folder]);
  }
}

const routeFiles = new Set(
  [...Object.values(pageModules), appShellModule, notFoundModule].map((module) => join(client, 'app', module)),
);

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@client/')
    ? join(client, specifier.slice('@client/'.length))
    : specifier.startsWith('@shared/')
      ? join(src, 'shared', specifier.slice('@shared/'.length))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : null;
  if (!base) return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null; // JSON, CSS, assets
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The keys a file asks for, and the files it imports (statically or lazily). */
function scan(file: string) {
  const text = withoutComments(readFileSync(file, 'utf8'));
  const keys = [...text.matchAll(/\bt\(\s*['"`]([\w.-]+)['"`]|<Trans\b[^>]*?\bid=["']([\w.-]+)["']/g)].map(
    (m) => (m[1] ?? m[2])!,
  );
  const imports = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)]
    .map((m) => resolveImport(file, m[1]!))
    .filter((path): path is string => path !== null);
  return { keys, imports };
}

/** Every key drawn by a route module and what it imports, but other route modules, with the file asking. */
function keysOfRoute(module: string): { key: string; file: string }[] {
  const start = join(client, 'app', module);
  const seen = new Set([start]);
  const queue = [start];
  const found: { key: string; file: string }[] = [];
  while (queue.length) {
    const file = queue.pop()!;
    const { keys, imports } = scan(file);
    found.push(...keys.map((key) => ({ key, file: relative(client, file) })));
    for (const next of imports) {
      if (seen.has(next) || routeFiles.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return found;
}

describe('message groups', () => {
  const modules = [...new Set([...Object.values(pageModules), appShellModule])];

  it('follows the imports of route modules far enough to tell', () => {
    const landing = keysOfRoute(pageModules['/']).map((found) => found.key);
    expect(landing.some((key) => key.startsWith('marketing-site.'))).toBe(true);
    const invoices = keysOfRoute(pageModules['/invoices']).map((found) => found.key);
    expect(invoices.some((key) => key.startsWith('invoices.'))).toBe(true);
    expect(invoices.some((key) => key.startsWith('components.'))).toBe(true);
  });

  it.each(modules)('%s draws only keys of the catalogues its group loads', (module) => {
    const allowed = new Set(groupFolders[module === appShellModule ? 'app' : groupOfModule(module)]);
    const outside = keysOfRoute(module)
      .filter(({ key }) => !(foldersOfKey.get(key) ?? []).some((folder) => allowed.has(folder)))
      .map(({ key, file }) => `${file}: ${key} (in ${(foldersOfKey.get(key) ?? ['no catalogue']).join(', ')})`);
    expect([...new Set(outside)]).toEqual([]);
  });
});
