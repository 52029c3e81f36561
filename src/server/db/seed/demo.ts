import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { seedDemoBilling, type DemoServiceKey } from './demo-billing';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoSchedule } from './demo-schedule';
import { seedDemoStorefront } from './demo-storefront';
import { seedCompany, seedService, seedTestPayoutAccount, seedUser } from './factories';

export const DEMO_EMAIL = 'demo@crewdesk.local';
export const DEMO_PASSWORD = 'demo-password';

const demoServices = {
  mowing: { name: 'Lawn Mowing', description: 'Mow, edge and blow, up to a quarter acre.', baseRate: '45.00' },
  hedges: { name: 'Hedge & Shrub Trimming', description: 'Shape and clean up hedges and shrubs.', baseRate: '65.00' },
  cleanup: {
    name: 'Seasonal Cleanup',
    description: 'Leaves, debris and bed cleanup, spring or fall.',
    baseRate: '180.00',
  },
  mulch: {
    name: 'Mulching & Bed Maintenance',
    description: 'Fresh mulch, weeding and bed edging.',
    baseRate: '120.00',
  },
} satisfies Record<DemoServiceKey, { name: string; description: string; baseRate: string }>;

/**
 * A verified owner with a company, services, customers, a year of invoices and quotes, a schedule, campaigns and a
 * storefront, so a newcomer can look around a business that is already running. Only when the demo owner does not
 * exist yet; all or nothing.
 */
export async function seedDemo(db: Db, now = new Date()) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (existing) return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: false };
  await db.transaction(async (tx) => {
    const user = await seedUser(tx, {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      firstName: 'Dana',
      lastName: 'Moreno',
      timezone: 'America/Chicago',
      servicesOffered: Object.values(demoServices).map((s) => s.name),
    });
    const company = await seedCompany(tx, {
      userId: user.id,
      name: 'Greenline Landscaping',
      email: 'hello@greenline.example',
      phone: '(217) 555-0100',
      address: '214 Maple Avenue, Springfield, IL 62704',
      website: 'https://greenline.example',
    });
    for (const s of Object.values(demoServices)) {
      await seedService(tx, { companyId: company.id, category: 'Landscaping & Lawn Care', ...s });
    }
    await seedDemoBilling(tx, company.id, demoServices, now);
    await seedDemoSchedule(tx, company.id, user.timezone, now);
    await seedDemoCampaigns(tx, company.id, now);
    await seedDemoStorefront(tx, { companyId: company.id, timezone: user.timezone, now });
    // Verified in test mode, so the demo's customers can pay by card right after `npm start`.
    await seedTestPayoutAccount(tx, { companyId: company.id, businessName: company.name });
  });
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: true };
}
