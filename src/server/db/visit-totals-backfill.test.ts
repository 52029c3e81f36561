import { describe, expect, it } from 'vitest';
import { migratedAcross } from '../../test/migrations';

describe('migration 0018 on a database with visits', () => {
  it('fills the kept visit counts from the visits already there, and keeps them from then on', async () => {
    const client = await migratedAcross(
      '0018_visit_totals',
      `
        insert into users (email, password) values ('a@example.com', 'x'), ('b@example.com', 'x'), ('c@example.com', 'x');
        insert into companies (user_id, name) select id, 'Company ' || id from users;
        insert into customers (company_id, name, access_token)
          select c.id, 'C' || g, c.id || '-' || g from companies c, generate_series(1, 3) g;
        insert into appointments (company_id, customer_id, title, appointment_type, status, start_time, end_time,
                                  duration)
          select cu.company_id, cu.id, 'Visit ' || g, 'maintenance',
                 (array['scheduled', 'confirmed', 'completed', 'cancelled'])[1 + (g + cu.id) % 4],
                 '2026-11-01T09:00:00Z'::timestamptz + g * interval '1 day',
                 '2026-11-01T10:00:00Z'::timestamptz + g * interval '1 day', 60
          from customers cu, generate_series(1, 5) g where cu.company_id <> 3;`,
    );
    try {
      const compare = async () =>
        (
          await client.query(`
            select coalesce(k.company_id, c.company_id) as company_id, coalesce(k.status, c.status) as status,
                   k.visit_count as kept, c.n as counted
            from (select * from visit_status_totals where visit_count <> 0) k
            full join (select company_id, status, count(*)::int as n from appointments group by 1, 2) c
              using (company_id, status)
            order by 1, 2`)
        ).rows as { company_id: number; status: string; kept: number; counted: number }[];
      const backfilled = await compare();
      expect(backfilled.length).toBeGreaterThanOrEqual(6);
      expect(new Set(backfilled.map((r) => r.company_id))).toEqual(new Set([1, 2]));
      for (const row of backfilled) expect(row.kept).toBe(row.counted);

      await client.exec(`
        update appointments set status = 'completed' where status = 'scheduled' and company_id = 1;
        delete from appointments where status = 'cancelled' and company_id = 2;
        insert into appointments (company_id, customer_id, title, appointment_type, start_time, end_time, duration)
          select company_id, id, 'New', 'maintenance', '2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z', 60
          from customers where company_id = 3;`);
      const after = await compare();
      expect(after.some((r) => r.company_id === 3 && r.status === 'scheduled' && r.counted === 3)).toBe(true);
      for (const row of after) expect(row.kept).toBe(row.counted);
    } finally {
      await client.close();
    }
  });
});
