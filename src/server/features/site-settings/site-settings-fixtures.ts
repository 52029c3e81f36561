import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlatformSettingsInput } from '../../../shared/site-settings/site-settings.schemas';
import type { TestApp } from '../../../test/app';
import { getPlatformView } from './site-settings.service';

/** A built client of one page, enough for the server to answer page paths (titles, the site's JSON). */
export function tinyClientDir() {
  const dir = mkdtempSync(join(tmpdir(), 'crewdesk-site-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Crewdesk: default</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

/** Saves platform settings through the API as the administrator, changing only `changes`. */
export async function putPlatformSettings(t: TestApp, admin: string, changes: Partial<PlatformSettingsInput>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/platform-settings',
    headers: { cookie: admin },
    payload: { ...(await getPlatformView(t.db)), ...changes },
  });
  if (response.statusCode !== 200) throw new Error(`platform settings: ${response.statusCode} ${response.body}`);
  return response;
}
