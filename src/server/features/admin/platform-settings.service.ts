import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { billingSettingsSchema } from '../../../shared/admin/admin.schemas';
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

/**
 * How long a process keeps the settings it read for the checks of every request (maintenance mode, the e-mail
 * verification rule, the site's name on pages, the SMTP server of each message). The process that saves them
 * forgets its copy at once; other processes behind the same database follow within this time.
 */
export const SETTINGS_CACHE_MS = 5_000;
const cache = new WeakMap<Db, { readAt: number; settings: Promise<PlatformSettings> }>();

/**
 * The settings as read at most SETTINGS_CACHE_MS ago by this process (one read shared by concurrent requests).
 * `via`: the transaction a caller is in (the mailer's `send`), which must read them when the copy is stale: on the
 * embedded database a read on `db` would wait for that very transaction to end.
 */
export function cachedPlatformSettings(db: Db, via: Db = db): Promise<PlatformSettings> {
  const now = Date.now();
  const hit = cache.get(db);
  if (hit && now - hit.readAt < SETTINGS_CACHE_MS) return hit.settings;
  const settings = getPlatformSettings(via);
  // Read inside a transaction, the copy is kept only for this call: the transaction may yet roll back.
  if (via !== db) return settings;
  cache.set(db, { readAt: now, settings });
  // A failed read is not kept: the next request asks the database again.
  settings.catch(() => cache.get(db)?.settings === settings && cache.delete(db));
  return settings;
}

/** Drops this process's copy: the next request reads what was just saved. */
export function forgetPlatformSettings(db: Db) {
  cache.delete(db);
}

/** Writes settings columns on the one row and forgets the cached copy; returns the row as saved. */
export async function savePlatformSettings(db: Db, values: Partial<typeof platformSettings.$inferInsert>) {
  const current = await getPlatformSettings(db);
  const [row] = await db.update(platformSettings).set(values).where(eq(platformSettings.id, current.id)).returning();
  forgetPlatformSettings(db);
  return row;
}

export async function updateBillingSettings(db: Db, input: z.output<typeof billingSettingsSchema>) {
  return billingView(await savePlatformSettings(db, input));
}

export function billingView(s: PlatformSettings) {
  return {
    transactionFeeRate: s.transactionFeeRate,
    basicPlanPrice: s.basicPlanPrice,
    proPlanPrice: s.proPlanPrice,
    enterprisePlanPrice: s.enterprisePlanPrice,
    freeTrialDays: s.freeTrialDays,
    stripeLiveMode: s.stripeLiveMode,
  };
}
