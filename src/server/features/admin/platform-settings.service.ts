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

export async function updateBillingSettings(db: Db, input: z.output<typeof billingSettingsSchema>) {
  const current = await getPlatformSettings(db);
  const [row] = await db.update(platformSettings).set(input).where(eq(platformSettings.id, current.id)).returning();
  return billingView(row);
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
