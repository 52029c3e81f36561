import { eq } from 'drizzle-orm';
import type { Env } from '../../env';
import { hashPassword } from '../../lib/passwords';
import { newToken } from '../../lib/tokens';
import type { Db } from '../client';
import { adminSettings, landingPageTiers, platformSettings, users } from '../schema';
import { seedLandingTemplates } from './landing-templates';
import { seedLaunchCoupon } from './launch-coupon';
import { seedMerchCatalogue } from './merch-catalogue';

/**
 * The three storefront tiers offered to businesses (spec: Basic 19.99 with 2.9 % and 50 products, Pro 39.99 with 2.5 %
 * and 200, Enterprise 79.99 with 2.0 % and unlimited). Migration 0024 set databases seeded before to these.
 */
export const defaultLandingPageTiers: (typeof landingPageTiers.$inferInsert)[] = [
  {
    name: 'Basic',
    description: 'A clean storefront to show your services, take requests and sell up to 50 products.',
    monthlyFee: '19.99',
    transactionFeePercent: '2.90',
    maxProducts: 50,
  },
  {
    name: 'Pro',
    description: 'Your own domain, up to 200 products and analytics that show which services bring in work.',
    monthlyFee: '39.99',
    transactionFeePercent: '2.50',
    maxProducts: 200,
    customDomain: true,
    advancedAnalytics: true,
  },
  {
    name: 'Enterprise',
    description: 'Unlimited products, your own domain, full analytics and priority support for busy crews.',
    monthlyFee: '79.99',
    transactionFeePercent: '2.00',
    maxProducts: -1,
    customDomain: true,
    advancedAnalytics: true,
    prioritySupport: true,
  },
];

/** First-start defaults; each part only when its table is still empty, so an administrator's edits stay. */
export async function seedPlatformDefaults(db: Db) {
  const [existing] = await db.select({ id: platformSettings.id }).from(platformSettings).limit(1);
  if (!existing) await db.insert(platformSettings).values({});
  const [tier] = await db.select({ id: landingPageTiers.id }).from(landingPageTiers).limit(1);
  if (!tier) await db.insert(landingPageTiers).values(defaultLandingPageTiers);
  await seedMerchCatalogue(db);
  await seedLaunchCoupon(db);
  await seedLandingTemplates(db);
}

/**
 * Makes ADMIN_EMAIL an administrator: promotes the account when it exists, else creates it with
 * ADMIN_PASSWORD or, without one, a generated password that is returned to be printed once.
 */
export async function ensureAdmin(db: Db, env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>) {
  const [found] = await db.select().from(users).where(eq(users.email, env.ADMIN_EMAIL));
  let generatedPassword: string | undefined;
  let user = found;
  if (user) {
    if (!user.isAdmin || !user.emailVerified) {
      [user] = await db
        .update(users)
        .set({ isAdmin: true, emailVerified: true })
        .where(eq(users.id, user.id))
        .returning();
    }
  } else {
    const password = env.ADMIN_PASSWORD ?? (generatedPassword = newToken().slice(0, 16));
    [user] = await db
      .insert(users)
      .values({
        email: env.ADMIN_EMAIL,
        password: await hashPassword(password),
        firstName: 'Site',
        lastName: 'Administrator',
        isAdmin: true,
        emailVerified: true,
      })
      .returning();
  }
  await db.insert(adminSettings).values({ userId: user.id, isAdmin: true }).onConflictDoNothing();
  return { user, generatedPassword };
}
