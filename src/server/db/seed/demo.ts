import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { seedCompany, seedService, seedUser } from './factories';

export const DEMO_EMAIL = 'demo@crewdesk.local';
export const DEMO_PASSWORD = 'demo-password';

const demoServices = [
  { name: 'Lawn Mowing', description: 'Mow, edge and blow, up to a quarter acre.', baseRate: '45.00' },
  { name: 'Hedge & Shrub Trimming', description: 'Shape and clean up hedges and shrubs.', baseRate: '65.00' },
  { name: 'Seasonal Cleanup', description: 'Leaves, debris and bed cleanup, spring or fall.', baseRate: '180.00' },
  { name: 'Mulching & Bed Maintenance', description: 'Fresh mulch, weeding and bed edging.', baseRate: '120.00' },
];

/** A verified owner with a company and services, so a newcomer can look around at once. Idempotent. */
export async function seedDemo(db: Db) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (existing) return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: false };
  const user = await seedUser(db, {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    firstName: 'Dana',
    lastName: 'Moreno',
    servicesOffered: demoServices.map((s) => s.name),
  });
  const company = await seedCompany(db, {
    userId: user.id,
    name: 'Greenline Landscaping',
    email: 'hello@greenline.example',
    address: '214 Maple Avenue, Springfield, IL 62704',
    website: 'https://greenline.example',
  });
  for (const s of demoServices) {
    await seedService(db, { companyId: company.id, category: 'Landscaping & Lawn Care', ...s });
  }
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: true };
}
