import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/account/preference-values';
import { projectRoot } from '../server/lib/project-root';

const src = join(projectRoot, 'src');

function filesUnder(dir: string, match: (path: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => join(dir, path))
    .filter(match);
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;

/** Every folder with a catalogue, and its English. */
const folders = filesUnder(src, (path) => /[\\/]messages[\\/]en\.json$/.test(path)).map((en) => dirname(en));

/** The arguments a message takes: `{name}`, `{count, plural, ...}`. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: ReturnType<typeof compileMessage>) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      const [name, , cases] = node as [string, string?, Record<string, typeof nodes>?];
      if (name !== '#') names.add(name);
      if (cases) Object.values(cases).forEach((c) => Array.isArray(c) && walk(c));
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/** The tags of rich text: `<link>...</link>`, `<0/>`. */
const tagsOf = (message: string) => [...message.matchAll(/<\/?([a-zA-Z0-9]+)\/?>/g)].map((m) => m[0]).sort();

describe('message catalogues', () => {
  it('finds the catalogues', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  for (const folder of folders) {
    const name = relative(src, folder);
    const english = read(join(folder, 'en.json'));

    it(`${name}: every key is prefixed with its feature's name (or its folder's, outside a feature)`, () => {
      const path = relative(src, dirname(folder)).split(/[\\/]/);
      const feature = path.indexOf('features');
      const prefix = `${feature >= 0 ? path[feature + 1] : path[path.length - 1]}.`;
      expect(Object.keys(english).filter((key) => !key.startsWith(prefix))).toEqual([]);
    });

    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${name}: ${language} has every English key, no other, with the same arguments and tags`, () => {
        const translated = read(join(folder, `${language}.json`));
        expect(Object.keys(translated).filter((key) => !(key in english))).toEqual([]);
        expect(Object.keys(english).filter((key) => !(key in translated))).toEqual([]);
        for (const [key, message] of Object.entries(english)) {
          expect({ key, args: argumentsOf(translated[key]) }).toEqual({ key, args: argumentsOf(message) });
          expect({ key, tags: tagsOf(translated[key]) }).toEqual({ key, tags: tagsOf(message) });
        }
      });
    }
  }

  it('every key the code asks for is in an English catalogue', () => {
    const known = new Set(folders.flatMap((folder) => Object.keys(read(join(folder, 'en.json')))));
    const code = filesUnder(src, (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));
    const missing: string[] = [];
    for (const file of code) {
      // Comments may show examples.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const match of text.matchAll(/\bt\(\s*['"`]([\w.-]+)['"`]|<Trans\b[^>]*?\bid=["']([\w.-]+)["']/g)) {
        const key = match[1] ?? match[2];
        if (!known.has(key)) missing.push(`${relative(src, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
