import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries, RULES } from './check-boundaries.mjs';

const roots: string[] = [];

/** Writes a small project (paths relative to its root) into a fresh temp dir and returns the dir. */
function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  roots.push(root);
  const tsconfig = {
    compilerOptions: {
      baseUrl: '.',
      paths: { '@shared/*': ['src/shared/*'], '@server/*': ['src/server/*'], '@client/*': ['src/client/*'] },
    },
  };
  const all = { 'tsconfig.json': JSON.stringify(tsconfig), ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const clean = {
  'src/shared/money.ts': "import { z } from 'zod';\nexport const money = z.string();\n",
  'src/shared/auth/auth.schemas.ts': "import { money } from '../money';\nexport const x = money;\n",
  'src/server/features/a/a.queries.ts': 'export const findA = () => 1;\n',
  'src/server/features/a/a.service.ts': "import { findA } from './a.queries';\nexport const getA = findA;\n",
  'src/server/features/b/b.service.ts':
    "import { getA } from '../a/a.service';\nimport { money } from '@shared/money';\nimport { readFileSync } from 'node:fs';\nexport { getA, money, readFileSync };\n",
  'src/client/features/a/api.ts': "import { x } from '@shared/auth/auth.schemas';\nexport { x };\n",
  'src/client/features/a/view.tsx':
    "import { x } from './api';\nimport { createRoot } from 'react-dom/client';\nexport { x, createRoot };\n",
  'src/client/app/routes/home.tsx':
    "import { x } from '@client/features/a/api';\nexport const y = () => import('../../features/a/view');\nexport { x };\n",
};

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('checkBoundaries', () => {
  it('passes a tree that keeps every rule', () => {
    const result = checkBoundaries(tree(clean));
    expect(result.violations).toEqual([]);
    expect(result.files).toBe(Object.keys(clean).length);
  });

  it('refuses src/shared importing the client or the server, by path or by alias', () => {
    const { violations } = checkBoundaries(
      tree({
        ...clean,
        'src/shared/bad.ts':
          "import { getA } from '../server/features/a/a.service';\n\nexport * from '@client/features/a/api';\n",
      }),
    );
    expect(violations).toEqual([
      { file: 'src/shared/bad.ts', line: 1, specifier: '../server/features/a/a.service', rule: RULES.sharedImportsApp },
      { file: 'src/shared/bad.ts', line: 3, specifier: '@client/features/a/api', rule: RULES.sharedImportsApp },
    ]);
  });

  it('refuses src/shared importing Node built-ins, with or without node:, and react-dom', () => {
    const { violations } = checkBoundaries(
      tree({
        ...clean,
        'src/shared/bad.ts':
          "import { createHash } from 'node:crypto';\nimport path from 'path';\nimport { readFile } from 'fs/promises';\nimport { flushSync } from 'react-dom';\nexport { createHash, path, readFile, flushSync };\n",
      }),
    );
    expect(violations.map((v) => [v.line, v.rule])).toEqual([
      [1, RULES.sharedImportsNode],
      [2, RULES.sharedImportsNode],
      [3, RULES.sharedImportsNode],
      [4, RULES.sharedImportsDom],
    ]);
  });

  it('refuses the client importing the server, type-only and dynamic imports included', () => {
    const { violations } = checkBoundaries(
      tree({
        ...clean,
        'src/client/lib/bad.ts':
          "import type { Env } from '@server/env';\nexport const load = () => import('../../server/main');\nexport type E = Env;\n",
      }),
    );
    expect(violations).toEqual([
      { file: 'src/client/lib/bad.ts', line: 1, specifier: '@server/env', rule: RULES.clientImportsServer },
      { file: 'src/client/lib/bad.ts', line: 2, specifier: '../../server/main', rule: RULES.clientImportsServer },
    ]);
  });

  it('refuses a client feature importing another client feature', () => {
    const { violations } = checkBoundaries(
      tree({
        ...clean,
        'src/client/features/b/list.tsx': "import { x } from '../a/api';\nexport { x };\n",
        'src/client/features/c/form.tsx': "export { x } from '@client/features/a/api';\n",
      }),
    );
    expect(violations).toEqual([
      {
        file: 'src/client/features/b/list.tsx',
        line: 1,
        specifier: '../a/api',
        rule: RULES.clientFeatureImportsFeature,
      },
      {
        file: 'src/client/features/c/form.tsx',
        line: 1,
        specifier: '@client/features/a/api',
        rule: RULES.clientFeatureImportsFeature,
      },
    ]);
  });

  it("refuses a server feature importing another feature's queries, but not its service", () => {
    const { violations } = checkBoundaries(
      tree({
        ...clean,
        'src/server/features/b/b.routes.ts':
          "import { getA } from '../a/a.service';\nimport * as q from '../a/a.queries';\nexport { getA, q };\n",
      }),
    );
    expect(violations).toEqual([
      {
        file: 'src/server/features/b/b.routes.ts',
        line: 2,
        specifier: '../a/a.queries',
        rule: RULES.serverFeatureImportsQueries,
      },
    ]);
  });

  it('ignores specifiers inside comments and strings', () => {
    const { violations } = checkBoundaries(
      tree({
        ...clean,
        'src/shared/notes.ts':
          "// import fs from 'node:fs';\nexport const text = \"import x from '../server/main'\";\n",
      }),
    );
    expect(violations).toEqual([]);
  });

  it('as a command, lists file:line and the rule and exits 1; exits 0 on a clean tree', () => {
    const script = fileURLToPath(new URL('./check-boundaries.mjs', import.meta.url));
    const bad = spawnSync(process.execPath, [script, tree({ ...clean, 'src/shared/bad.ts': "import 'node:fs';\n" })], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(`src/shared/bad.ts:1  'node:fs': ${RULES.sharedImportsNode}`);
    const good = spawnSync(process.execPath, [script, tree(clean)], { encoding: 'utf8' });
    expect(good.status).toBe(0);
    expect(good.stdout).toContain('no violations');
  });
});
