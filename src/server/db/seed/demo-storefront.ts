import type { Db } from '../client';
import { landingPageConfigs, landingPageProducts, landingPageViews, leads } from '../schema';

// The demo business's storefront: its page at /landing/greenline, a few products, the requests of the last two
// weeks in each state, and a month of page views, so the builder's screens show a storefront already working.

const DAY_MS = 86_400_000;
export const DEMO_SUBDOMAIN = 'greenline';

const products = [
  { name: 'Gift card, one mowing', price: '45.00', category: 'Gift cards', inventory: -1 },
  { name: 'Organic lawn fertilizer, 20 lb', price: '38.50', category: 'Lawn care', inventory: 24, weight: '20.00' },
  { name: 'Native wildflower seed mix', price: '18.00', category: 'Garden', inventory: 40, weight: '0.50' },
  { name: 'Cedar mulch, 2 cu ft bag', price: '9.75', category: 'Garden', inventory: 0, weight: '25.00' },
];

const requests = [
  { first: 'Priya', last: 'Shah', service: 'Lawn Mowing', status: 'new', daysAgo: 0 },
  { first: 'Marcus', last: 'Bell', service: 'Spring Cleanup', status: 'new', daysAgo: 1 },
  { first: 'Elena', last: 'Ortiz', service: 'Landscape Design', status: 'contacted', daysAgo: 3 },
  { first: 'Tom', last: 'Nguyen', service: 'Lawn Mowing', status: 'converted', daysAgo: 6 },
  { first: 'Grace', last: 'Kim', service: 'Hedge Trimming', status: 'lost', daysAgo: 11 },
] as const;

export async function seedDemoStorefront(db: Db, opts: { companyId: number; timezone: string; now: Date }) {
  const { companyId, now } = opts;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);
  await db.insert(landingPageConfigs).values({
    companyId,
    subdomain: DEMO_SUBDOMAIN,
    title: 'Greenline Landscaping',
    description: 'Lawn care, landscape design and seasonal cleanups across Springfield since 2012.',
    contactEmail: 'hello@greenline.example',
    primaryColor: '#15803d',
    secondaryColor: '#1f2937',
    industry: 'landscaping',
    createdAt: ago(45),
  });
  await db.insert(landingPageProducts).values(products.map((p) => ({ companyId, ...p, createdAt: ago(40) })));
  await db.insert(leads).values(
    requests.map((r, i) => ({
      companyId,
      firstName: r.first,
      lastName: r.last,
      email: `${r.first.toLowerCase()}.${r.last.toLowerCase()}@example.com`,
      phone: `(217) 555-01${String(40 + i)}`,
      serviceRequested: r.service,
      message: 'Could you come by for an estimate next week?',
      status: r.status,
      createdAt: ago(r.daysAgo, 2 + i),
      contactedAt: r.status === 'new' ? null : ago(r.daysAgo, 1),
      convertedAt: r.status === 'converted' ? ago(r.daysAgo - 1) : null,
    })),
  );
  // A steady month of visits, busier on weekends: a fixed pattern, not random, so the demo is the same every time.
  await db.insert(landingPageViews).values(
    Array.from({ length: 30 }, (_, i) => {
      const day = ago(29 - i);
      const weekend = [0, 6].includes(day.getUTCDay());
      return {
        companyId,
        day: new Intl.DateTimeFormat('en-CA', { timeZone: opts.timezone }).format(day),
        views: 12 + ((i * 7) % 9) + (weekend ? 10 : 0),
      };
    }),
  );
}
