import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEngines } from './check-engines.mjs';

const roots: string[] = [];

function project(engines: string, packages: Record<string, { version: string; engines?: { node: string } }>) {
  const root = mkdtempSync(join(tmpdir(), 'engines-'));
  roots.push(root);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ engines: { node: engines } }));
  writeFileSync(join(root, 'package-lock.json'), JSON.stringify({ packages: { '': {}, ...packages } }));
  return root;
}

afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

describe('check-engines', () => {
  it('names every locked package that needs a newer Node than the oldest supported one', () => {
    const root = project('>=20.19', {
      'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
      'node_modules/a/node_modules/vite': { version: '8.0.0', engines: { node: '^20.19.0 || >=22.12.0' } },
      'node_modules/plain': { version: '1.0.0' },
    });
    expect(checkEngines(root)).toEqual({
      oldest: '20.19.0',
      checked: 3,
      tooNew: [{ name: 'cookie', version: '2.0.2', range: '>=22' }],
    });
  });

  it('passes on the project itself', () => {
    expect(checkEngines(join(import.meta.dirname, '..')).tooNew).toEqual([]);
  });
});
