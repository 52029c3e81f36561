import type { Db } from '../../db/client';
import { platformSettings } from '../../db/schema';

export type PlatformSettings = typeof platformSettings.$inferSelect;

/** The single row of platform settings; seeded at first start, created here if it is somehow missing. */
export async function getPlatformSettings(db: Db): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings).orderBy(platformSettings.id).limit(1);
  if (row) return row;
  const [created] = await db.insert(platformSettings).values({}).returning();
  return created;
}
