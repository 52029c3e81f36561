// A business's customers, invoices, quotes and notifications, written by the database itself (generate_series)
// so 100,000 invoices take seconds on either database. Every choice is fixed arithmetic on the row number `g`
// over the lists of vocabulary.ts: the same rows each run, and search terms matching a known share. The
// statement-level triggers on invoices, payments and refunds keep their totals as they do for the app's own writes.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { documentCounters } from '../../../src/server/db/schema';
import { PAYMENTS_PER_INVOICE, seedPayments } from './seed-payments';
import * as words from './vocabulary';

/** A vocabulary list as one JSON parameter, read in SQL by a 0-based index: `list ->> (g % length)`. */
const list = (values: readonly unknown[]) => sql`${JSON.stringify(values)}::jsonb`;
const pick = (values: readonly unknown[], index: SQL) => sql`(${list(values)} ->> ((${index}) % ${values.length}))`;

/** The `days` before now that row `g` of `n` was created: spread evenly over the period, newest last. */
const createdAt = (n: number, days: number) =>
  sql`now() - (${days}::double precision * (${n} - g) / ${n}) * interval '1 day' - ((g * 97) % 600) * interval '1 minute'`;

/**
 * One to four lines from the service list with varied quantities, as the API stores them (quantity a number,
 * rate and amount decimal strings), and their sum: `items` and `subtotal` of a lateral row.
 */
const lineItems = sql`
  select jsonb_agg(jsonb_build_object('description', l.description, 'quantity', l.qty, 'rate', l.rate::text,
                                      'amount', l.amount::text) order by l.i) as items,
         sum(l.amount)::numeric(10,2) as subtotal
  from (select i, s.description, s.qty, s.rate, round(s.qty * s.rate, 2)::numeric(10,2) as amount
        from generate_series(1, 1 + (g * 13) % 4) i
        cross join lateral (
          select ${list(words.services)} -> ((g * 31 + i * 17) % ${words.services.length}) as service,
                 ${pick(words.quantities, sql`g + i * 7`)}::numeric as qty) p
        cross join lateral (select p.service ->> 'description' as description,
                                   (p.service ->> 'rate')::numeric(10,2) as rate, p.qty) s) l`;

/** The company's customers (joined by their rank `k`), a few of them taking most of the work. */
const customersByRank = (companyId: number) => sql`
  select id, name, email, row_number() over (order by id) - 1 as k from customers where company_id = ${companyId}`;
/** Rank of row g's customer: the square of an evenly spread fraction, so low ranks get many invoices. */
const skewedRank = (nCustomers: number) =>
  sql`floor(${nCustomers} * power(mod(g * 0.6180339887, 1)::double precision, 2))::int`;

async function seedCustomers(db: Db, companyId: number, n: number) {
  await db.execute(sql`
    insert into customers (company_id, name, email, phone, address, notes, access_token, created_at, updated_at)
    select ${companyId}, p.name, p.email,
           '(' || ${pick(words.areaCodes, sql`g * 3`)} || ') 555-' || lpad(((g * 7919) % 10000)::text, 4, '0'),
           (100 + (g * 37) % 9800) || ' ' || ${pick(words.streets, sql`g * 11`)} || ', ' || ${pick(words.towns, sql`g * 5`)},
           case when g % 9 = 0 then nullif(trim(${pick(words.noteExtras, sql`g * 7`)}), '') end,
           ${companyId} || '-' || g || '-' || md5(g::text || random()::text),
           ${createdAt(n, 760)}, ${createdAt(n, 760)}
    from generate_series(1, ${n}) g
    cross join lateral (select ${pick(words.firstNames, sql`g * 13`)} as first, ${pick(words.firstNames, sql`g * 29 + 5`)} as partner,
                               ${pick(words.surnames, sql`g * 7`)} as last,
                               ${pick(words.businessNames, sql`g / 11`)} || ', ' || ${pick(words.streets, sql`g * 3`)} as business,
                               ${pick(words.emailDomains, sql`g`)} as domain) w
    cross join lateral (select
      case when g % 11 = 0 then w.business
           when g % 17 = 0 then w.first || ' & ' || w.partner || ' ' || w.last
           else w.first || ' ' || w.last end as name,
      case when g % 23 = 0 then null
           when g % 11 = 0 then 'office' || g || '@' || w.domain
           else lower(w.first || '.' || w.last) || case when g % 3 = 0 then '' else g::text end || '@' || w.domain
      end as email) p`);
}

async function seedInvoices(db: Db, companyId: number, n: number, nCustomers: number) {
  await db.execute(sql`
    with c as (${customersByRank(companyId)})
    insert into invoices (company_id, customer_id, invoice_number, customer_name, customer_email, amount, subtotal,
                          tax, discount, total, amount_paid, status, due_date, paid_date, sent_date, viewed_date,
                          items, notes, created_at, updated_at)
    select ${companyId}, c.id, 'INV-' || lpad(g::text, greatest(4, length(g::text)), '0'), c.name,
           coalesce(c.email, 'billing@example.com'), it.subtotal, it.subtotal, f.tax, f.discount,
           m.total,
           -- Three in four open invoices two days old or more have received 20 to 60 % of their total, which
           -- seed-payments.ts pays in one or two parts.
           case when st.status = 'paid' then m.total
                when st.status in ('sent', 'viewed', 'overdue') and a.age >= 2 and g % 4 <> 0
                then floor(m.total * (20 + (g * 7) % 41)) / 100 else 0 end,
           st.status, d.created::date + 30,
           case when st.status = 'paid' then least(now(), d.created + (2 + g % 20) * interval '1 day') end,
           case when st.status <> 'draft' then d.created + interval '2 hours' end,
           case when st.status in ('viewed', 'paid', 'overdue') and g % 3 <> 0
                then least(now(), d.created + interval '1 day') end,
           it.items, ${pick(words.jobNotes, sql`g * 7919`)} || ${pick(words.noteExtras, sql`g * 13 + g / 7`)},
           d.created, d.created
    from generate_series(1, ${n}) g
    join c on c.k = ${skewedRank(nCustomers)}
    cross join lateral (select ${createdAt(n, 730)} as created) d
    cross join lateral (select extract(epoch from now() - d.created) / 86400 as age, (g * 53) % 100 as pick) a
    -- Recent invoices are still open (due in 30 days); older ones are mostly paid: nothing is left for the
    -- overdue sweep to change on the first read.
    cross join lateral (select case
      when a.age < 30 then case when a.pick < 15 then 'draft' when a.pick < 50 then 'sent'
                                when a.pick < 70 then 'viewed' else 'paid' end
      when a.age < 90 then case when a.pick < 80 then 'paid' when a.pick < 95 then 'overdue' else 'cancelled' end
      else case when a.pick < 94 then 'paid' when a.pick < 97 then 'overdue' else 'cancelled' end
    end as status) st
    cross join lateral (${lineItems}) it
    cross join lateral (select (case when g % 4 = 0 then round(it.subtotal * 0.0825, 2) else 0 end)::numeric(10,2) as tax,
                               (case when g % 25 = 0 then 10 else 0 end)::numeric(10,2) as discount) f
    cross join lateral (select greatest(0, it.subtotal + f.tax - f.discount) as total) m`);
}

async function seedQuotes(db: Db, companyId: number, n: number, nCustomers: number) {
  await db.execute(sql`
    with c as (${customersByRank(companyId)})
    insert into quotes (company_id, customer_id, quote_number, amount, description, status, valid_until, sent_date,
                        accepted_date, signer_name, declined_date, decline_reason, items, preview_token,
                        created_at, updated_at)
    select ${companyId}, c.id, 'Q-' || lpad(g::text, greatest(4, length(g::text)), '0'), it.subtotal,
           ${pick(words.quoteDescriptions, sql`g * 7`)}, st.status, d.created::date + 30,
           case when st.status <> 'draft' then d.created + interval '2 hours' end,
           case when st.status = 'accepted' then least(now(), d.created + (1 + g % 10) * interval '1 day') end,
           case when st.status = 'accepted' then c.name end,
           case when st.status = 'declined' then least(now(), d.created + interval '3 days') end,
           case when st.status = 'declined' and g % 2 = 0 then 'We went with another company this year.' end,
           it.items, ${companyId} || '-' || g || '-' || md5(g::text || random()::text), d.created, d.created
    from generate_series(1, ${n}) g
    join c on c.k = ${skewedRank(nCustomers)}
    cross join lateral (select ${createdAt(n, 730)} as created) d
    cross join lateral (select extract(epoch from now() - d.created) / 86400 as age, (g * 53) % 100 as pick) a
    cross join lateral (select case
      when a.age < 30 then case when a.pick < 20 then 'draft' when a.pick < 60 then 'sent'
                                when a.pick < 85 then 'accepted' else 'declined' end
      else case when a.pick < 50 then 'accepted' when a.pick < 70 then 'declined' else 'expired' end
    end as status) st
    cross join lateral (${lineItems}) it`);
}

async function seedNotifications(db: Db, userId: number, n: number) {
  await db.execute(sql`
    insert into notifications (user_id, kind, title, body, link, read_at, created_at)
    select ${userId}, ${list(words.notifications)} -> (g % ${words.notifications.length}) ->> 'kind',
           ${list(words.notifications)} -> (g % ${words.notifications.length}) ->> 'title',
           ${pick(words.firstNames, sql`g * 13`)} || ' ' || ${pick(words.surnames, sql`g * 7`)},
           '/invoices', case when g < ${n} - 5 then ${createdAt(n, 120)} + interval '1 hour' end, ${createdAt(n, 120)}
    from generate_series(1, ${n}) g`);
}

export type BusinessSize = { customers: number; invoices: number; quotes: number; notifications: number };

/**
 * Customers, invoices and their payments, quotes and the owner's notifications for one company, and its document
 * counters.
 */
export async function seedBusiness(db: Db, owner: { companyId: number; userId: number }, size: BusinessSize) {
  await seedCustomers(db, owner.companyId, size.customers);
  await seedInvoices(db, owner.companyId, size.invoices, size.customers);
  await seedPayments(db, owner.companyId, size.invoices * PAYMENTS_PER_INVOICE);
  await seedQuotes(db, owner.companyId, size.quotes, size.customers);
  await seedNotifications(db, owner.userId, size.notifications);
  await db
    .update(documentCounters)
    .set({ lastInvoiceNumber: size.invoices, lastQuoteNumber: size.quotes })
    .where(eq(documentCounters.companyId, owner.companyId));
}
