import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accessOf, pageView, type PageRoutePattern } from '../../shared/page-modules';
import { APP_FRAMES_FILE, COMPANY_SLOT, headedScreen, PLAIN_FRAME } from '../../shared/screen-heads';
import type { PageSession } from './page-session';
import { escapeHtml } from './seo';

export type AppFrames = ReadonlyMap<string, string>;

/** The signed-in frames scripts/prerender.mjs wrote (none without a build: pages then arrive with an empty #root). */
export function readAppFrames(prerenderedDir: string): AppFrames {
  const file = join(prerenderedDir, APP_FRAMES_FILE);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

/**
 * The markup of #root for a signed-in screen while its code loads: the shell's bar and, for a screen of
 * `screenHeads` the owner sees with their company, its title and description (the company's name in its slot),
 * else placeholders. Undefined for what a signed-in user sees of the public site.
 */
export function appFrame(frames: AppFrames, pattern: PageRoutePattern, session: PageSession): string | undefined {
  const access = accessOf(pattern);
  if (access === 'public' || pageView(access, session.viewer) === 'landing') return undefined;
  const screen = headedScreen(pattern, session.viewer, session.companyName !== null);
  const frame = screen === undefined ? undefined : frames.get(screen);
  if (frame === undefined || session.companyName === null) return frames.get(PLAIN_FRAME);
  return frame.replace(COMPANY_SLOT, () => escapeHtml(session.companyName!));
}
