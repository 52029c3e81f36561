import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceSchema } from '../../../shared/invoices/invoices.schemas';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { emailOutbox, users } from '../../db/schema';
import { seedUser } from '../../db/seed/factories';
import { invoiceHelpers } from './invoices.test-helpers';

/** The API's invoice is written by the database (invoice-json.queries.ts): each must be exactly the API's invoice. */
describe('the invoice list written by the database', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  /** The invoice as Node reads its row (the driver's types, `toISOString`): an oracle independent of the SQL. */
  async function asReadByNode(id: number) {
    const r = await h.row(id);
    const [mail] = r.lastEmailId ? await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, r.lastEmailId)) : [];
    const [creator] = r.createdByUserId ? await t.db.select().from(users).where(eq(users.id, r.createdByUserId)) : [];
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    return {
      ...pick(r, ['id', 'invoiceNumber', 'customerId', 'customerName', 'customerEmail', 'notes', 'amount']),
      ...pick(r, [
        'subtotal',
        'tax',
        'discount',
        'total',
        'amountPaid',
        'balanceDue',
        'dueDate',
        'terms',
        'paymentInstructions',
        'status',
      ]),
      ...pick(r, ['paymentMethod', 'emailsSent', 'remindersSent', 'items']),
      createdAt: r.createdAt.toISOString(),
      sentDate: iso(r.sentDate),
      viewedDate: iso(r.viewedDate),
      paidDate: iso(r.paidDate),
      lastReminderSent: iso(r.lastReminderSent),
      delivery: mail ? { status: mail.status, error: mail.lastError, to: mail.to } : null,
      createdBy: creator
        ? {
            id: creator.id,
            name: [creator.firstName, creator.lastName].filter(Boolean).join(' ').trim() || creator.email,
          }
        : null,
    };
  }
  const pick = <T extends object, K extends keyof T>(o: T, keys: K[]) =>
    Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

  it('lists every invoice exactly as reading it alone answers it, every field in every state', async () => {
    const { cookie, company } = await signedInOwner(t);
    const customer = await h.seedCustomer(company.id, { name: 'Renée "Ree" O\'Hara' });
    const [email] = await t.db
      .insert(emailOutbox)
      .values({
        to: 'ree@example.com',
        subject: 'Invoice',
        text: 't',
        html: 'h',
        status: 'failed',
        lastError: 'Mailbox "full"\n550',
      })
      .returning();
    const tricky = 'Quotes " and \\ backslash, tab\tnew\nline, émoji 🌱, <b>html</b>, control \u0001';
    // A creator whose name needs escaping, and one with no name at all (named by e-mail).
    const named = await seedUser(t.db, { firstName: 'Zoë "Z"', lastName: 'O\\Neil\tJr' });
    const unnamed = await seedUser(t.db, { firstName: null, lastName: ' ' });
    await h.seedInvoice(company.id, customer.id, {
      customerName: customer.name,
      notes: tricky,
      terms: 'Net 30\r\nThanks',
      paymentInstructions: null,
      status: 'paid',
      tax: '1.05',
      discount: '0.50',
      total: '1234567.89',
      dueDate: '2026-02-28',
      sentDate: new Date('2026-01-31T23:59:59.999Z'),
      viewedDate: new Date('2026-02-01T00:00:00.001Z'),
      paidDate: new Date('2026-02-15T12:30:45.123Z'),
      paymentMethod: 'bank_transfer',
      emailsSent: 2,
      remindersSent: 3,
      lastReminderSent: new Date('2026-02-14T08:00:00Z'),
      lastEmailId: email.id,
      createdByUserId: named.id,
      items: [
        { description: tricky, quantity: 2.5, rate: '10.01', amount: '25.03' },
        { description: 'Second', quantity: 1, rate: '0.00', amount: '0.00' },
      ],
    });
    await h.seedInvoice(company.id, customer.id, {
      notes: null,
      terms: null,
      dueDate: null,
      createdByUserId: unnamed.id,
    });
    await h.create(cookie, customer.id); // written by the API: created_at carries microseconds

    const list = await h.call('GET', '/api/invoices', cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    const listed = z.array(invoiceSchema.strict()).parse(list.json());
    expect(listed).toHaveLength(3);
    for (const invoice of listed) {
      const alone = await h.call('GET', `/api/invoices/${invoice.id}`, cookie);
      expect(invoice).toEqual(alone.json());
      expect(invoice).toEqual(await asReadByNode(invoice.id));
    }
    expect(listed.find((i) => i.status === 'paid')).toMatchObject({
      notes: tricky,
      delivery: { status: 'failed', error: 'Mailbox "full"\n550', to: 'ree@example.com' },
      paidDate: '2026-02-15T12:30:45.123Z',
      total: '1234567.89',
      amountPaid: '1234567.89',
      balanceDue: '0.00',
    });
  });

  it('finds the company set up after signing in from the next request on', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    const before = await h.call('GET', '/api/invoices', cookie);
    expect([before.statusCode, before.json()]).toEqual([404, { message: 'Company not found' }]);
    expect((await h.call('POST', '/api/company', cookie, { name: 'Blue Lagoon Pools' })).statusCode).toBe(201);
    const after = await h.call('GET', '/api/invoices', cookie);
    expect([after.statusCode, after.body, after.headers['x-total-count']]).toEqual([200, '[]', '0']);
  });

  it('answers an empty array past the end, with the total still counted', async () => {
    const { cookie, company } = await signedInOwner(t);
    const customer = await h.seedCustomer(company.id);
    await h.seedInvoice(company.id, customer.id, { status: 'sent', notes: 'gutter' });
    for (const query of ['offset=5', 'offset=5&status=sent', 'offset=5&search=gutter']) {
      const response = await h.call('GET', `/api/invoices?${query}`, cookie);
      expect(response.body).toBe('[]');
      expect(response.headers['x-total-count']).toBe('1');
    }
    const none = await signedInOwner(t);
    const empty = await h.call('GET', '/api/invoices', none.cookie);
    expect([empty.body, empty.headers['x-total-count']]).toEqual(['[]', '0']);
  });
});
