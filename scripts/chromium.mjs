// Debian's Chromium, the one browser the project uses (never a downloaded one), and the flags it needs on
// a machine without network access: without the background-networking ones it keeps dialling out.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH when it exists, else `command -v chromium`, else undefined. */
export function findChromium() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}
