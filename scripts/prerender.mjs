#!/usr/bin/env node
// After `vite build` and `vite build --ssr`: writes the HTML of every public page a visitor can land on
// (those of the sitemap) to dist/client/prerendered/, which the server puts into #root so the page paints
// before its JavaScript runs. Pages whose content comes from the API render their loading state, as the
// client's first render does, so hydration matches. It also writes the signed-in app's frame per screen (the
// shell's bar and the screen's head), which the server sends a signed-in owner while the app's code loads.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The file of a page's prerendered markup: '/' → index.html, '/blog/x' → blog/x.html. */
export function prerenderedFile(dir, path) {
  return join(dir, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
}

async function main() {
  const started = Date.now();
  const { renderPage, prerenderedPaths, renderFrames, APP_FRAMES_FILE } = await import(
    pathToFileURL(join(root, 'dist', 'prerender', 'prerender.js')).href
  );
  const outDir = join(root, 'dist', 'client', 'prerendered');
  await rm(outDir, { recursive: true, force: true });
  const paths = prerenderedPaths();
  for (const path of paths) {
    const html = await renderPage(path);
    if (!html.trim()) throw new Error(`Prerendering ${path} gave no markup`);
    const file = prerenderedFile(outDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  // The signed-in frames, by screen: one small file the server reads at start.
  const frames = await renderFrames();
  await writeFile(join(outDir, APP_FRAMES_FILE), JSON.stringify(frames));
  console.log(
    `Prerendered ${paths.length} public pages and ${Object.keys(frames).length} signed-in frames in ${Date.now() - started} ms`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  });
}
