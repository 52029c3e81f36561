import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defineConfig, type Plugin } from 'vite';
import { dashboardModule, groupOfModule, pageModules } from './src/shared/page-modules';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Writes .br and .gz beside every compressible file of the build, which the server sends as they are
 * (@fastify/static `preCompressed`): maximum compression at no cost per request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
  let outDir = '';
  return {
    name: 'crewdesk:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter(
        (f) => compressible.test(f) && !f.startsWith('.vite'),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const data = await readFile(path);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            promisify(gzip)(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Marks the entry chunk for eager compilation (V8's explicit compile hint, a magic comment on its first line): its
 * functions then compile on the background thread that streams the script in, instead of one by one on the main
 * thread when first called, which is when the page starts and every millisecond there blocks it.
 */
function eagerEntry(): Plugin {
  return {
    name: 'crewdesk:eager-entry',
    apply: 'build',
    // After Vite's own additions (the list of a dynamic import's dependencies goes to the first line).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * Compiles the app's message catalogues (`messages/{en,es,fr}.json`, see src/client/i18n/catalogues.ts) into Lingui's
 * compiled form as they are loaded, so the browser needs no message parser. Still JSON, which Vite then makes a
 * module of. (In development and tests Lingui compiles them itself.)
 */
function compileMessages(): Plugin {
  return {
    name: 'crewdesk:compile-messages',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!/[\\/]messages[\\/](en|es|fr)\.json$/.test(id)) return null;
      const source = JSON.parse(await readFile(id, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(source).map(([key, text]) => [key, compileMessage(text)]));
      return JSON.stringify(compiled);
    },
  };
}

/**
 * Whether a chunk is a route module's (by its file name) that the public site does not link to: a signed-in screen, or
 * a page a customer opens from a link. The entry names, for every lazy import it holds, the chunks to preload with it;
 * for these the list stays out of the entry (0.1 to 0.3 kB gzip each, on every public page). The server names a first
 * page's chunks in its HTML; a screen opened later opens in the signed-in shell, which has loaded most of what it
 * imports, and the rest is fetched as it parses.
 */
function isOffSiteRoute(file: string): boolean {
  const name = /^assets\/([\w-]+)-[\w-]{8}\.js$/.exec(file)?.[1];
  if (!name) return false;
  if (name === 'app-shell') return true;
  const module = `routes/${name}.tsx`;
  return routeModules.has(module) && groupOfModule(module) === 'app';
}
const routeModules = new Set([...Object.values(pageModules), dashboardModule]);

/** The client's production build, or with `--ssr` the prerenderer of the public pages (scripts/prerender.mjs). */
const prerenderBuild = {
  outDir: dir('./dist/prerender'),
  emptyOutDir: true,
  sourcemap: false,
  copyPublicDir: false,
  rolldownOptions: { input: dir('./src/client/prerender.tsx') },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: dir('./src/client'),
  publicDir: dir('./src/client/public'),
  plugins: [compileMessages(), react(), tailwindcss(), ...(isSsrBuild ? [] : [eagerEntry(), precompress()])],
  resolve: {
    alias: { '@shared': dir('./src/shared'), '@client': dir('./src/client') },
  },
  build: isSsrBuild
    ? prerenderBuild
    : {
        outDir: dir('./dist/client'),
        emptyOutDir: true,
        sourcemap: false,
        // dist/client/.vite/manifest.json: the server preloads a page's route chunks; check-bundle.mjs weighs them.
        manifest: true,
        modulePreload: {
          resolveDependencies: (file, deps, { hostType }) => (hostType === 'js' && isOffSiteRoute(file) ? [] : deps),
        },
        rolldownOptions: {
          // Everything the entry imports statically in the entry file itself: left alone, rolldown splits out small
          // shared pieces (react, its runtime, utils), and each is one more request before the first paint.
          // Icons (each a few hundred bytes) grouped by the pages that use them, not one request each. Groups under
          // 1.5 kB merge: the landing page then loads as many icon chunks as at 2 kB, 0.9 kB lighter (performance.md).
          output: {
            // An icon group's name lists the pages sharing it (icons~landing~invoices~...): the entry's preload table
            // names every route's chunks, so long names there are bytes every visitor downloads.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('icons') ? 'assets/icons-[hash].js' : 'assets/[name]-[hash].js',
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'], priority: 2 },
                {
                  name: 'icons',
                  test: /node_modules[\\/]lucide-react[\\/]/,
                  priority: 1,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 1500,
                },
              ],
            },
          },
        },
      },
  server: {
    // `npm run dev` serves the app on PORT and runs the API on API_PORT behind this proxy.
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
}));
