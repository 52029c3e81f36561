import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customers } from './billing';
import { createdAt, id, updatedAt } from './columns';
import { companies } from './company';

const when = () => timestamp({ withTimezone: true });

/**
 * An e-mail campaign (the specification's fields). Its recipients are fixed when it starts (`campaign_recipients`);
 * its figures are counted as the messages go and as customers open, click and unsubscribe, each once.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar({ length: 120 }).notNull(),
    subject: varchar({ length: 200 }).notNull(),
    content: text().notNull(),
    /** all | active | inactive */
    targetAudience: varchar({ length: 20 }).notNull(),
    /** draft | scheduled | sent */
    status: varchar({ length: 20 }).notNull().default('draft'),
    scheduledDate: when(),
    /** When it started: its recipients were fixed then. */
    sentDate: when(),
    recipientCount: integer().notNull().default(0),
    emailsSent: integer().notNull().default(0),
    failedCount: integer().notNull().default(0),
    opensCount: integer().notNull().default(0),
    clicksCount: integer().notNull().default(0),
    unsubscribesCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.companyId, t.createdAt, t.id),
    // The minute job's read of the campaigns due to start.
    index('campaigns_due_idx')
      .on(t.scheduledDate)
      .where(sql`${t.status} = 'scheduled'`),
    // The minute job's read of the started campaigns that still have recipients to deliver.
    index('campaigns_delivering_idx')
      .on(t.id)
      .where(sql`${t.status} = 'sent' and ${t.emailsSent} + ${t.failedCount} < ${t.recipientCount}`),
    check('campaigns_status_check', sql`${t.status} in ('draft', 'scheduled', 'sent')`),
    check('campaigns_audience_check', sql`${t.targetAudience} in ('all', 'active', 'inactive')`),
  ],
);

/**
 * One customer a started campaign goes to, with the token of their open pixel, links and unsubscribe link. The
 * name and address are as they were when it started; the customer may be deleted since (`customer_id` null).
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: id(),
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    name: varchar({ length: 120 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    /** 64 hex characters from two `gen_random_uuid()`: PostgreSQL's strong random source. */
    token: varchar({ length: 64 }).notNull().unique(),
    /** queued | sending | sent | failed */
    status: varchar({ length: 20 }).notNull().default('queued'),
    error: text(),
    sentAt: when(),
    openedAt: when(),
    clickedAt: when(),
    unsubscribedAt: when(),
    createdAt: createdAt(),
  },
  (t) => [
    // The sender's claim of the next queued recipients, and the page's list in order.
    index().on(t.campaignId, t.status, t.id),
    index().on(t.campaignId, t.id),
    uniqueIndex().on(t.campaignId, t.customerId),
    // A deleted customer's rows are found to be set null.
    index().on(t.customerId),
    check('campaign_recipients_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    index().on(t.companyId),
  ],
);
