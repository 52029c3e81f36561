// The payments behind what the bench's invoices received (seed.ts writes each invoice's amount_paid: a paid one its
// total, some open ones part of it), in two set-based statements: PAYMENTS_PER_INVOICE payments per invoice on
// average, a paid invoice in one to three parts, an open one in one or two, and a few refunds on later days. Fixed
// arithmetic on each invoice's rank `g`, as in seed.ts.
//
// The invoices come first (the payments reference them) and already hold what they received, so
// invoice_status_totals is right from their insert; the payments, then the refunds, file their money under their
// days (paid_revenue_by_day) through their own triggers. Nothing is updated afterwards.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { PAYMENT_METHODS } from '../../../src/shared/invoices/invoice-values';

export const PAYMENTS_PER_INVOICE = 2;

const methods = sql`${JSON.stringify(PAYMENT_METHODS)}::jsonb`;
const refundReasons = sql`${JSON.stringify(['Charged twice', 'Part of the job not done', 'Goodwill credit'])}::jsonb`;

/**
 * Per invoice that received money: `net` its amount paid in cents, `parts` how many payments make it up (a paid
 * invoice 1 to 3, an open one 1 or 2), topped up one by one over paid invoices until the company has `target`
 * payments; `share` where the parts before the last end (30 to 70 % of `net`); `refund` cents the first payment
 * took over its part, given back on a later day (at most 40 % of that part, so it never passed the balance);
 * `starts` and `ends` the span the payments fall in (a paid invoice's last one on its paid date, an open one's
 * before now).
 */
const plan = (companyId: number, target: number) => sql`
  with inv as (
    select i.id, i.status = 'paid' as paid, (i.amount_paid * 100)::bigint as net,
           least(coalesce(i.sent_date, i.created_at), coalesce(i.paid_date, now())) as starts,
           coalesce(i.paid_date, now()) as ends, row_number() over (order by i.id) as g
    from invoices i
    where i.company_id = ${companyId} and i.amount_paid > 0),
  sized as (
    select inv.*, least(net, case when paid then 1 + (g * 7) % 3 else 1 + (g * 5) % 2 end) as base from inv),
  topped as (
    select sized.*, sum(base) over () as planned,
           row_number() over (partition by paid and base < 3 and net > base order by g) as spare_rank
    from sized),
  parted as (
    select id, paid, net, starts, ends, g, (30 + (g * 11) % 41) / 100.0 as share,
           base + case when paid and base < 3 and net > base and spare_rank <= ${target} - planned then 1 else 0 end
             as parts
    from topped)
  select parted.*,
         case when (case when paid then parts >= 2 and g % 53 = 0 else g % 7 = 0 end)
                   and ends - starts >= interval '6 days'
              then floor(first_part * (10 + (g * 3) % 31) / 100.0)::bigint else 0 end as refund
  from parted
  cross join lateral (select case when parts = 1 then net
                                  else 1 + floor((net - parts) * share / (parts - 1)) end as first_part) f`;

/** Cumulative cents of `net` up to part `i` (less one a part): the first parts split `share`, the last the rest. */
const upTo = (i: SQL) =>
  sql`floor((p.net - p.parts) * case when ${i} >= p.parts then 1 else p.share * ${i} / greatest(p.parts - 1, 1) end)`;

/**
 * The company's payments (`target` of them, as far as its invoices allow: each part is at least a cent) and
 * refunds: each invoice's payments less its refunds make its amount paid.
 */
export async function seedPayments(db: Db, companyId: number, target: number) {
  await db.execute(sql`
    insert into payments (company_id, invoice_id, amount, refunded_amount, method, reference, paid_at, created_at)
    select ${companyId}, p.id,
           ((1 + ${upTo(sql`i`)} - ${upTo(sql`(i - 1)`)} + case when i = 1 then p.refund else 0 end) / 100.0)::numeric(10, 2),
           (case when i = 1 then p.refund else 0 end / 100.0)::numeric(10, 2),
           ${methods} ->> ((p.g + i) % ${PAYMENT_METHODS.length})::int,
           case when (p.g + i) % ${PAYMENT_METHODS.length} = 1 then 'Check ' || (1000 + (p.g * 7 + i) % 9000) end,
           at.paid_at, at.paid_at
    from (${plan(companyId, target)}) p
    cross join generate_series(1, p.parts) i
    cross join lateral (select p.starts + (p.ends - p.starts) * i / (p.parts + case when p.paid then 0 else 1 end)
                          as paid_at) at`);
  // Each refund halfway between its payment and the invoice's last payment (an open invoice's: now).
  await db.execute(sql`
    insert into payment_refunds (company_id, payment_id, amount, reason, refunded_at)
    select p.company_id, p.id, p.refunded_amount, ${refundReasons} ->> (p.id % 3)::int,
           p.paid_at + (coalesce(i.paid_date, now()) - p.paid_at) / 2
    from payments p join invoices i on i.id = p.invoice_id
    where p.company_id = ${companyId} and p.refunded_amount > 0`);
}
