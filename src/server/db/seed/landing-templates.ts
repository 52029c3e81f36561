import type { Db } from '../client';
import { landingPageTemplates } from '../schema';

type TemplateRow = typeof landingPageTemplates.$inferInsert;

const template = (name: string, industry: string, description: string, accent: string): TemplateRow => ({
  name,
  industry,
  description,
  previewImageUrl: null,
  templateData: { accent, layout: 'classic' },
});

/** One page design per trade Crewdesk serves, chosen when a domain is set up (`GET /api/landing-templates`). */
export const defaultLandingTemplates: TemplateRow[] = [
  template('Green Lawn', 'landscaping', 'Seasonal services, before-and-after work and a quote request.', '#16a34a'),
  template('Clear Water', 'pool-care', 'Weekly service plans, openings and closings, equipment repair.', '#0ea5e9'),
  template('Live Wire', 'electrical', 'Licensed work, emergency calls and panel upgrades up front.', '#f59e0b'),
  template('Pipeline', 'plumbing', 'Emergency plumbing first, then installs, drains and water heaters.', '#2563eb'),
  template('Comfort Air', 'hvac', 'Heating and cooling plans, tune-ups and replacements by season.', '#dc2626'),
  template('Spotless', 'cleaning', 'Recurring and one-time cleans, checklists and easy booking.', '#14b8a6'),
  template('Fix-It', 'handyman', 'Odd jobs by the hour, small repairs and honest pricing.', '#ea580c'),
  template('Pit Stop', 'auto', 'Mobile repair, detailing and maintenance at the customer’s door.', '#4b5563'),
];

/** Writes the templates while there are none: an administrator's edits and removals stay. */
export async function seedLandingTemplates(db: Db) {
  const [existing] = await db.select({ id: landingPageTemplates.id }).from(landingPageTemplates).limit(1);
  if (!existing) await db.insert(landingPageTemplates).values(defaultLandingTemplates);
}
