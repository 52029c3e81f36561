import { eq } from 'drizzle-orm';
import {
  campaignRecipients,
  campaigns,
  companies,
  companyMembers,
  customers,
  documentCounters,
  quotes,
} from '../server/db/schema';
import { seedMerchandiseOrder, seedService, seedUser } from '../server/db/seed/factories';
import type { TestApp } from './app';
import { call } from './tenant-call';
import { seedTenantStorefront } from './tenant-storefront';
import { signedInOwner } from './auth';
import { waitFor } from './wait';

/** The first bytes of a PNG: what the logo upload checks (it sniffs the bytes, not the declared type). */
export const TINY_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/**
 * A company with one of everything the API exposes, made through the API where it can be (so the rows are
 * what real use leaves behind): customers, invoices in every state, quotes in every state (one converted),
 * a service, a logo, a notification, e-mails in the outbox, billing settings, a merchandise order, a storefront
 * with a product and leads, a connected account and a card payment (with its try and the platform's fee), and quote deposits paid by card (one still on
 * its quote, one carried onto the invoice its quote became).
 * `tag` goes into every name, e-mail and note, so a leak of any of them is found by a text search;
 * documents are numbered from `numberFrom` so their numbers are told from another company's.
 */
export async function seedTenant(t: TestApp, opts: { tag: string; numberFrom?: number }) {
  const { tag } = opts;
  const lower = tag.toLowerCase();
  const owner = await signedInOwner(t, { email: `owner@${lower}.test`, firstName: tag, lastName: 'Owner' });
  const { cookie, company } = owner;
  const as = (method: string, url: string, payload?: unknown) => call(t, cookie, method, url, payload);

  await t.db
    .insert(documentCounters)
    .values({ companyId: company.id, lastInvoiceNumber: opts.numberFrom ?? 0, lastQuoteNumber: opts.numberFrom ?? 0 });
  await as('PUT', '/api/company', { name: `${tag} Lawn Co`, email: `office@${lower}.test`, phone: '555-0100' });
  await t.app.inject({
    method: 'PUT',
    url: '/api/company/logo',
    headers: { cookie, 'content-type': 'image/png' },
    payload: TINY_PNG,
  });
  await as('PUT', '/api/billing-settings', { paymentRemindersEnabled: false });
  const service = await seedService(t.db, { companyId: company.id, name: `${tag} Hedge Trimming` });

  const customer = await as('POST', '/api/customers', {
    name: `${tag} Customer`,
    email: `customer@${lower}.test`,
    phone: '555-0101',
    notes: `${tag} gate code 1234`,
  });
  const second = await as('POST', '/api/customers', { name: `${tag} Second Customer`, email: `second@${lower}.test` });
  const customerId = customer.id as number;
  const [{ accessToken }] = await t.db.select().from(customers).where(eq(customers.id, customerId));

  const invoice = (notes: string, dueDate = '2099-04-04') =>
    as('POST', '/api/invoices', {
      customerId,
      customerName: `${tag} Customer`,
      customerEmail: `customer@${lower}.test`,
      notes: `${tag} ${notes}`,
      dueDate,
      items: [{ description: `${tag} mowing`, quantity: 2, rate: '45.00' }],
    });
  const draft = await invoice('draft invoice');
  const sent = await invoice('sent invoice');
  await as('POST', `/api/invoices/${sent.id}/send`);
  const paid = await invoice('paid invoice');
  await as('POST', `/api/invoices/${paid.id}/mark-paid`, { paymentMethod: 'cash' });
  const cancelled = await invoice('cancelled invoice');
  await as('POST', `/api/invoices/${cancelled.id}/cancel`);
  const viewed = await invoice('viewed invoice');
  await as('POST', `/api/invoices/${viewed.id}/send`);
  await call(t, undefined, 'GET', `/api/customer-portal/${accessToken}/invoices/${viewed.id}`);

  // A payout account, and part of the viewed invoice paid by card: payments, tries and fees of its own.
  await as('POST', '/api/connected-accounts', {
    processor: 'stripe',
    businessName: `${tag} Lawn Co`,
    businessType: 'company',
    taxId: '123456789',
  });
  await as('PUT', '/api/billing-settings', { allowPartialPayments: true });
  const cardPayment = await t.app.inject({
    method: 'POST',
    url: `/api/customer-portal/${accessToken}/invoices/${viewed.id}/pay`,
    headers: { 'idempotency-key': `${tag}-card` },
    payload: {
      amount: '10.00',
      card: { cardholderName: `${tag} Payer`, cardNumber: '4242424242424242', expiryDate: '12/40', cvv: '123' },
    },
  });
  if (cardPayment.statusCode !== 200) throw new Error(`The card payment answered ${cardPayment.body}`);

  const quote = (description: string, deposit: object = {}) =>
    as('POST', '/api/quotes', {
      customerId,
      description: `${tag} ${description}`,
      amount: 1,
      validUntil: '2099-06-30',
      items: [{ description: `${tag} cleanup`, quantity: 1, rate: '150.00' }],
      ...deposit,
    });
  // A quote's deposit paid by card in the portal: a payment of the quote, its try and the platform's fee.
  const payDeposit = async (quoteId: unknown, key: string) => {
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/customer-portal/${accessToken}/quotes/${String(quoteId)}/pay-deposit`,
      headers: { 'idempotency-key': `${tag}-${key}` },
      payload: {
        card: { cardholderName: `${tag} Payer`, cardNumber: '4242424242424242', expiryDate: '12/40', cvv: '123' },
      },
    });
    if (paid.statusCode !== 200) throw new Error(`The deposit payment answered ${paid.body}`);
  };
  const draftQuote = await quote('draft quote');
  const sentQuote = await quote('sent quote');
  await as('POST', `/api/quotes/${sentQuote.id}/send`);
  const accepted = await quote('accepted quote', { depositType: 'percent', depositValue: '20' });
  await as('POST', `/api/quotes/${accepted.id}/send`);
  const portal = `/api/customer-portal/${accessToken}/quotes`;
  await call(t, undefined, 'POST', `${portal}/${accepted.id}/accept`, { signerName: `${tag} Signer` });
  await payDeposit(accepted.id, 'deposit');
  const declined = await quote('declined quote');
  await as('POST', `/api/quotes/${declined.id}/send`);
  await call(t, undefined, 'POST', `${portal}/${declined.id}/decline`, { reason: `${tag} too dear` });
  const converted = await quote('converted quote', { depositType: 'fixed', depositValue: '50' });
  await as('POST', `/api/quotes/${converted.id}/send`);
  await call(t, undefined, 'POST', `${portal}/${converted.id}/accept`, { signerName: `${tag} Signer` });
  await payDeposit(converted.id, 'carried-deposit');
  await as('POST', `/api/quotes/${converted.id}/convert`);
  const [{ previewToken }] = await t.db
    .select()
    .from(quotes)
    .where(eq(quotes.id, sentQuote.id as number));

  await seedMerchandiseOrder(t.db, { companyId: company.id, customerId, orderNumber: `${tag}-M-1` });
  // Feedback with its screenshot: the submitter's own, which no other company's user may read.
  const screenshot = await t.app.inject({
    method: 'POST',
    url: '/api/feedback/attachments',
    headers: { cookie, 'content-type': 'image/png' },
    payload: TINY_PNG,
  });
  await as('POST', '/api/feedback', {
    type: 'bug',
    title: `${tag} feedback`,
    description: `${tag} the calendar is slow`,
    attachments: [screenshot.json<{ key: string }>().key],
  });
  // A TODO of the owner's own list: no other account reaches it.
  await as('POST', '/api/todos', { title: `${tag} todo`, description: `${tag} renew the van insurance` });
  // The team: an office member, and an invitation waiting for a technician.
  await as('POST', '/api/team/invitations', { email: `tech@${lower}.test`, role: 'technician' });
  const member = await seedUser(t.db, { email: `member@${lower}.test`, firstName: tag, lastName: 'Member' });
  await t.db.insert(companyMembers).values({ companyId: company.id, userId: member.id, role: 'office' });

  const schedule = await seedTenantSchedule(t, cookie, { tag, customerId, serviceId: service.id });
  const campaignRows = await seedTenantCampaigns(t, cookie, { tag });
  const storefront = await seedTenantStorefront(t, cookie, { tag, companyId: company.id });
  // The logo's upload, not a visit's photo: the company's logo names it.
  const [{ logo }] = await t.db.select({ logo: companies.logo }).from(companies).where(eq(companies.id, company.id));
  const logoKey = logo!.split('/').pop()!;

  return {
    ...owner,
    service,
    customerIds: [customerId, second.id as number],
    invoiceIds: [draft, sent, paid, cancelled, viewed].map((i) => i.id as number),
    quoteIds: [draftQuote, sentQuote, accepted, declined, converted].map((q) => q.id as number),
    /** The customer's portal token, a quote's preview token, the logo's key: capabilities only their holder has. */
    accessToken,
    previewToken,
    logoKey,
    ...schedule,
    ...campaignRows,
    ...storefront,
  };
}

/**
 * The company's campaigns, through the API: a draft, and one sent to its customers (its link in the content), waited
 * for until every message has gone, so no delivery changes the company's rows while a check reads them.
 */
async function seedTenantCampaigns(t: TestApp, cookie: string, opts: { tag: string }) {
  const { tag } = opts;
  const as = (method: string, url: string, payload?: unknown) => call(t, cookie, method, url, payload);
  const campaign = (name: string) => ({
    name: `${tag} ${name}`,
    subject: `${tag} spring offer for {{customer_name}}`,
    content: `Hi {{customer_name}},\n\n${tag} spring cleanup: https://${tag.toLowerCase()}.test/spring`,
    targetAudience: 'all',
  });
  const draft = await as('POST', '/api/campaigns', campaign('Draft offer'));
  const sent = await as('POST', '/api/campaigns', campaign('Spring offer'));
  await as('POST', `/api/campaigns/${sent.id}/send`);
  const sentId = sent.id as number;
  await waitFor(async () => {
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, sentId));
    return row && row.emailsSent + row.failedCount === row.recipientCount ? row : undefined;
  }, `campaign ${sentId} delivered`);
  const [recipient] = await t.db
    .select({ token: campaignRecipients.token })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, sentId))
    .orderBy(campaignRecipients.id)
    .limit(1);
  /** A recipient's token: their pixel, links and unsubscribe link, a capability only its holder has. */
  return { campaignIds: [draft.id as number, sentId], campaignToken: recipient!.token };
}

/**
 * The company's schedule, through the API: settings, a visit awaiting the customer's confirmation with a task, a
 * note and a photo, a weekly job's visits, one of them completed and invoiced, and the private calendar feed.
 */
async function seedTenantSchedule(
  t: TestApp,
  cookie: string,
  opts: { tag: string; customerId: number; serviceId: number },
) {
  const { tag } = opts;
  const as = (method: string, url: string, payload?: unknown) => call(t, cookie, method, url, payload);
  const settings = await as('GET', '/api/schedule-settings');
  const { calendarFeedUrl: _, ...values } = settings;
  await as('PUT', '/api/schedule-settings', { ...values, autoConfirmation: false, bufferTime: 10 });
  const at = (day: number, hour: number) => new Date(Date.UTC(2099, 4, day, hour)).toISOString();
  const visit = (title: string, day: number, extra: object = {}) =>
    as('POST', '/api/appointments', {
      title: `${tag} ${title}`,
      appointmentType: 'maintenance',
      customerId: opts.customerId,
      startTime: at(day, 14),
      endTime: at(day, 15),
      duration: 60,
      location: `${tag} 12 Elm St`,
      notes: `${tag} ${title} notes`,
      assignedTechnician: `${tag} Tech`,
      estimatedCost: '80.00',
      serviceId: opts.serviceId,
      ...extra,
    });
  const awaiting = await visit('spring visit', 4);
  await as('POST', `/api/appointments/${awaiting.id}/tasks`, { title: `${tag} edge the beds` });
  await as('POST', `/api/appointments/${awaiting.id}/progress`, { logType: 'note', message: `${tag} gate was open` });
  const form = new FormData();
  form.set('message', `${tag} before photo`);
  form.append('photos', new Blob([TINY_PNG], { type: 'image/png' }), 'before.png');
  const body = new Request('http://x', { method: 'POST', body: form });
  const photo = await t.app.inject({
    method: 'POST',
    url: `/api/appointments/${awaiting.id}/progress/photos`,
    headers: { cookie, 'content-type': body.headers.get('content-type')! },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  if (photo.statusCode !== 201) throw new Error(`The photo answered ${photo.body}`);
  const weekly = await visit('weekly mowing', 11, { recurrence: { frequency: 'weekly', count: 3 } });
  await as('PATCH', `/api/appointments/${weekly.id}`, { status: 'in-progress' });
  await as('PATCH', `/api/appointments/${weekly.id}`, { status: 'completed' });
  await as('POST', `/api/appointments/${weekly.id}/invoice`);
  const feed = await as('POST', '/api/schedule-settings/calendar-feed');
  return {
    visitIds: [awaiting.id as number, weekly.id as number],
    /** The private calendar feed's secret: only its company holds it. */
    calendarFeedToken: String(feed.calendarFeedUrl)
      .split('/')
      .pop()!
      .replace(/\.ics$/, ''),
  };
}

export type Tenant = Awaited<ReturnType<typeof seedTenant>>;
