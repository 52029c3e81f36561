import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { migrateDatabase } from './migrate';
import { platformSettings } from './schema';

const dir = mkdtempSync(join(tmpdir(), 'crewdesk-pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('keeps its data across a restart', async () => {
    const first = await openPglite(dir);
    await migrateDatabase(first);
    const [row] = await first.db.insert(platformSettings).values({ siteName: 'Survives Restarts' }).returning();
    await first.close();

    const second = await openPglite(dir);
    await migrateDatabase(second); // already applied: a no-op
    const [again] = await second.db.select().from(platformSettings).where(eq(platformSettings.id, row.id));
    expect(again.siteName).toBe('Survives Restarts');
    await second.close();
  });
});
