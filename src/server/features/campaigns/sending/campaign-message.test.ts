import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatVisitDay } from '../../../../shared/scheduling/visit-time-text';
import { appointments, jobs } from '../../../db/schema';
import { seedCompany, seedService, seedUser } from '../../../db/seed/factories';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../../test/smtp';
import { deliverCampaign } from './campaign-delivery.service';
import { pathOf, recipientRows, seedCustomers, startedCampaign } from './sending-fixtures';

const ORIGIN = 'https://app.crewdesk.test';
const CONTENT = [
  'Hi {{customer_name}},',
  '',
  'Your {{service_type}} visit: {{date}} {{time}}.',
  'Book online at https://book.example.com/spring?a=1&b=2.',
  '',
  '{{company_name}}, {{address}}, {{phone}}, {{email}} {{unknown_key}} <script>alert(1)</script>',
].join('\n');

describe("a campaign's message, as the customer's mail server receives it", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      smtpUrl: smtp.url,
      env: { CAMPAIGN_RATE_PER_MINUTE: '0', PUBLIC_URL: ORIGIN, MAIL_FROM: 'Crewdesk <hello@crewdesk.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function business(opts: { services: string[] }) {
    const user = await seedUser(t.db, { timezone: 'America/Chicago' });
    const company = await seedCompany(t.db, {
      userId: user.id,
      name: 'Oak & Ash Gardens',
      address: '12 Elm Road, Springfield',
      phone: '(555) 010-4000',
      email: 'office@oakash.test',
      logo: '/api/uploads/logo-key',
    });
    const services = [];
    for (const name of opts.services) services.push(await seedService(t.db, { companyId: company.id, name }));
    return { company, services };
  }

  async function visit(companyId: number, customerId: number, startTime: Date, serviceId?: number) {
    const [job] = serviceId ? await t.db.insert(jobs).values({ companyId, customerId, serviceId }).returning() : [];
    await t.db.insert(appointments).values({
      companyId,
      customerId,
      jobId: job?.id ?? null,
      title: 'Visit',
      appointmentType: 'maintenance',
      startTime,
      endTime: new Date(startTime.getTime() + 3_600_000),
      duration: 60,
    });
  }

  async function delivered(companyId: number, people: { id: number; name: string; email: string | null }[]) {
    const { campaign } = await startedCampaign(t, {
      companyId,
      customers: people,
      subject: 'News for {{customer_name}} from {{company_name}}',
      content: CONTENT,
    });
    expect(await deliverCampaign(t.ctx, campaign.id)).toMatchObject({ state: 'done', sent: people.length });
    const rows = await recipientRows(t, campaign.id);
    return people.map((p) => ({
      mail: smtp.messages.find(addressedTo(p.email!)) as ParsedMail,
      token: rows.find((r) => r.customerId === p.id)!.token,
    }));
  }

  it('fills the placeholders for each customer, as text: escaped in the HTML', async () => {
    const { company, services } = await business({ services: ['Window Washing', 'Aeration'] });
    const [named] = await seedCustomers(t, company.id, 1, { name: '<b>x</b>' });
    const [plain] = await seedCustomers(t, company.id, 1);
    // The latest visit's job says the service; the next open one says when.
    await visit(company.id, named!.id, new Date('2020-05-01T15:00:00Z'), services[1]!.id);
    await visit(company.id, named!.id, new Date('2031-03-04T15:30:00Z'), services[0]!.id);

    const [first, second] = await delivered(company.id, [named!, plain!]);
    const { mail } = first!;
    expect(mail.subject).toBe('News for <b>x</b> from Oak & Ash Gardens');
    expect(mail.text).toContain('Hi <b>x</b>,');
    expect(mail.text).toContain('Your Window Washing visit: Tuesday, March 4 9:30 AM CST.');
    expect(mail.text).toContain(
      'Oak & Ash Gardens, 12 Elm Road, Springfield, (555) 010-4000, office@oakash.test {{unknown_key}} <script>alert(1)</script>',
    );
    const html = mail.html as string;
    expect(html).toContain('Hi &lt;b&gt;x&lt;/b&gt;,');
    expect(html).not.toContain('<b>x</b>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Oak &amp; Ash Gardens');
    // Paragraphs and line breaks as written.
    expect(html).toMatch(/Window Washing<!-- --> visit: .*9:30 AM CST.*<br\/>Book online at/);

    // Without a visit: the day it goes (in the business's zone), no time, the business's first service.
    const today = formatVisitDay(new Date(), 'America/Chicago');
    expect(second!.mail.text).toContain(`Your Aeration visit: ${today} .`);
  });

  it('says "service" for a business without services', async () => {
    const { company } = await business({ services: [] });
    const [who] = await seedCustomers(t, company.id, 1);
    const { mail } = (await delivered(company.id, [who!]))[0]!;
    expect(mail.text).toContain('Your service visit:');
  });

  it('carries its links through the click redirect, the pixel, the footer, Reply-To and the unsubscribe headers', async () => {
    const { company } = await business({ services: ['Mowing'] });
    const [who] = await seedCustomers(t, company.id, 1);
    const { mail, token } = (await delivered(company.id, [who!]))[0]!;
    const html = mail.html as string;
    const click = `${ORIGIN}/api/campaigns/click/${token}/0`;
    expect(html).toContain(`href="${click}"`);
    expect(html).toContain('>https://book.example.com/spring?a=1&amp;b=2</a>');
    expect(mail.text).toContain(`Book online at ${click}.`);
    expect(html).toContain(`src="${ORIGIN}/api/campaigns/open/${token}.gif"`);
    expect(html).toContain(`src="${ORIGIN}/api/uploads/logo-key"`);
    expect(html).toContain('You are receiving this e-mail because you are a customer of <!-- -->Oak &amp; Ash Gardens');
    expect(html).toContain(`href="${ORIGIN}/unsubscribe/${token}"`);
    expect(mail.text).toContain(`12 Elm Road, Springfield\nYou are receiving this e-mail because you are a customer`);
    expect(mail.text).toContain(`Unsubscribe: ${ORIGIN}/unsubscribe/${token}`);

    // As written, unfolded (a long header may be folded onto a second line).
    const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${ORIGIN}/api/unsubscribe/${token}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.replyTo?.value).toEqual([{ address: 'office@oakash.test', name: '' }]);
    expect(mail.from?.value).toEqual([{ address: 'hello@crewdesk.test', name: 'Oak & Ash Gardens' }]);

    const followed = await t.app.inject({ method: 'GET', url: pathOf(click) });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('https://book.example.com/spring?a=1&b=2');
  });
});
