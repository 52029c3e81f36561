import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../../shared/scheduling/schedule-values';
import { queryRows, type Db } from '../../../db/client';
import { campaigns, companies, customers, services, users } from '../../../db/schema';

/** The business as its campaigns show it: its details, its time zone (the owner's) and its first service by name. */
export async function findSendingCompany(db: Db, opts: { companyId: number }) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      address: companies.address,
      phone: companies.phone,
      email: companies.email,
      logo: companies.logo,
      timeZone: users.timezone,
      firstService: sql<string | null>`(select ${services.name} from ${services}
        where ${services.companyId} = ${companies.id} order by ${services.name}, ${services.id} limit 1)`,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, opts.companyId));
  return row;
}
export type SendingCompany = NonNullable<Awaited<ReturnType<typeof findSendingCompany>>>;

export type CustomerFacts = { nextVisit: Date | null; latestService: string | null };

const openStatuses = sql.join(
  OPEN_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * For each of the company's customers named, their next open visit (from `now`) and the service of their latest
 * visit's job, each from the (customer_id, start_time) index of `appointments`: one statement for a batch.
 */
export async function findCustomerFacts(db: Db, opts: { companyId: number; customerIds: number[]; now: Date }) {
  const facts = new Map<number, CustomerFacts>();
  if (opts.customerIds.length === 0) return facts;
  const ids = sql.join(
    opts.customerIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number; next_visit: string | Date | null; latest_service: string | null }>(
    db,
    sql`select c.id,
        (select a.start_time from appointments a
          where a.customer_id = c.id and a.company_id = ${opts.companyId}
            and a.start_time >= ${opts.now.toISOString()}::timestamptz and a.status in (${openStatuses})
          order by a.start_time, a.id limit 1) as next_visit,
        (select s.name from appointments a join jobs j on j.id = a.job_id join services s on s.id = j.service_id
          where a.customer_id = c.id and a.company_id = ${opts.companyId}
          order by a.start_time desc, a.id desc limit 1) as latest_service
      from customers c
      where c.company_id = ${opts.companyId} and c.id in (${ids})`,
  );
  for (const r of rows) {
    facts.set(r.id, {
      nextVisit: r.next_visit === null ? null : new Date(r.next_visit),
      latestService: r.latest_service,
    });
  }
  return facts;
}

/** The company's first customer by name who can receive a campaign: an e-mail address, not unsubscribed. */
export async function findFirstReceivingCustomer(db: Db, opts: { companyId: number }) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(and(eq(customers.companyId, opts.companyId), isNotNull(customers.email), isNull(customers.unsubscribedAt)))
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(1);
  return row;
}

/** One of the company's campaigns (another company's is not found). */
export async function findCompanyCampaign(db: Db, opts: { companyId: number; id: number }) {
  const [row] = await db
    .select({ id: campaigns.id, subject: campaigns.subject, content: campaigns.content })
    .from(campaigns)
    .where(and(eq(campaigns.id, opts.id), eq(campaigns.companyId, opts.companyId)));
  return row;
}
