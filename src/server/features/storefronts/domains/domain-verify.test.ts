import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  domainMessages as m,
  verificationRecord,
  type DomainVerifyResult,
} from '../../../../shared/storefronts/domain.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { startDnsServer, type DnsServer } from '../../../../test/dns-server';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../../test/smtp';
import { queryRows } from '../../../db/client';
import { companyDomains, notifications } from '../../../db/schema';
import { DOMAIN_VERIFIED_KIND, RECHECK_BATCH, recheckDomains } from './domain-verify.service';
import { RECHECK_DOMAINS_JOB } from './domains.jobs';
import { domainTestApi, uniqueName } from './domains.test-helpers';

describe('custom domains: the DNS check, now and every quarter of an hour', () => {
  let t: TestApp;
  let dns: DnsServer;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    dns = await startDnsServer();
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { DNS_SERVERS: dns.address }, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([dns.close(), smtp.close()]);
  });

  const { call, owner, domainRow, seedDomain } = domainTestApi(() => t);

  /** An unverified custom domain of a new owner, and the record it waits for. */
  async function pending(values: Partial<typeof companyDomains.$inferInsert> = {}) {
    const o = await owner();
    const token = uniqueName('token');
    const row = await seedDomain({ companyId: o.company.id, dnsVerified: false, verificationToken: token, ...values });
    return { ...o, row, record: verificationRecord(row.domain, token) };
  }
  const verify = (id: number, cookie: string) => call('POST', `/api/domains/${id}/verify`, cookie);

  it('verifies a domain whose TXT record holds the value', async () => {
    const { cookie, row, record } = await pending();
    dns.records.set(record.name, ['v=spf1 -all', record.value]);
    const response = await verify(row.id, cookie);
    expect(response.statusCode).toBe(200);
    const result = response.json<DomainVerifyResult>();
    expect(result).toMatchObject({ found: true, message: m.verifiedNow });
    expect(result.domain).toMatchObject({ id: row.id, dnsVerified: true, verification: null });
    expect(await domainRow(row.id)).toMatchObject({ dnsVerified: true, lastCheckedAt: expect.any(Date) });
    expect(dns.queries).toContain(record.name);
    // Checked again: nothing to look up.
    expect((await verify(row.id, cookie)).json()).toMatchObject({ found: true, message: m.alreadyVerified });
  });

  it('says which value is expected when the record holds another', async () => {
    const { cookie, row, record } = await pending();
    dns.records.set(record.name, ['crewdesk-verify=something-else']);
    const result = (await verify(row.id, cookie)).json<DomainVerifyResult>();
    expect(result).toMatchObject({ found: false, message: m.recordWrong(record.name, record.value) });
    expect(result.domain.verification).toEqual(record);
    expect(await domainRow(row.id)).toMatchObject({ dnsVerified: false, lastCheckedAt: expect.any(Date) });
  });

  it('says where to add the record when there is none', async () => {
    const { cookie, row, record } = await pending();
    const result = (await verify(row.id, cookie)).json<DomainVerifyResult>();
    expect(result).toMatchObject({ found: false, message: m.recordMissing(record.name, record.value) });
    expect((await domainRow(row.id)).dnsVerified).toBe(false);
  });

  it('answers a subdomain as verified, on our own DNS', async () => {
    const { cookie, company } = await owner();
    const row = await seedDomain({ companyId: company.id, domainType: 'subdomain', domain: uniqueName('label') });
    expect((await verify(row.id, cookie)).json()).toMatchObject({ found: true, message: m.alreadyVerified });
  });

  it('is scheduled every quarter of an hour', async () => {
    const rows = await queryRows<{ cron: string }>(
      t.db,
      sql`select cron from pgboss.schedule where name = ${RECHECK_DOMAINS_JOB}`,
    );
    expect(rows).toEqual([{ cron: '*/15 * * * *' }]);
  });

  it('rechecks a bounded batch, least recently checked first, and tells the owner once of a verified one', async () => {
    const now = new Date();
    const hourAgo = new Date(now.getTime() - 3600_000);
    const found = await pending();
    dns.records.set(found.record.name, [found.record.value]);
    // Older than 14 days: no longer checked, though its record is there.
    const stale = await pending({ createdAt: new Date(now.getTime() - 15 * 24 * 3600_000) });
    dns.records.set(stale.record.name, [stale.record.value]);
    const waiting = await pending({ lastCheckedAt: hourAgo });
    await t.db.insert(companyDomains).values(
      Array.from({ length: RECHECK_BATCH }, (_, i) => ({
        companyId: waiting.company.id,
        domain: `${uniqueName(`batch${i}`)}.example`,
        domainType: 'custom',
        verificationToken: 'x',
        lastCheckedAt: new Date(hourAgo.getTime() - 1000),
      })),
    );

    const first = await recheckDomains(t.ctx, now);
    expect(first).toEqual({ checked: RECHECK_BATCH, verified: 1 });
    expect(await domainRow(found.row.id)).toMatchObject({ dnsVerified: true, lastCheckedAt: now });
    expect(await domainRow(waiting.row.id)).toMatchObject({ dnsVerified: false, lastCheckedAt: hourAgo });
    expect(await domainRow(stale.row.id)).toMatchObject({ dnsVerified: false, lastCheckedAt: null });

    const notices = () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, found.user.id), eq(notifications.kind, DOMAIN_VERIFIED_KIND)));
    expect(await notices()).toMatchObject([{ title: `${found.row.domain} is verified`, link: '/domains' }]);
    const mail = await smtp.waitForMessage(addressedTo(found.user.email));
    expect(mail.subject).toBe(`${found.row.domain} is verified`);
    expect(mail.text).toContain(`${t.ctx.origin.url}/domains`);

    // The next run takes the rest, the one checked an hour ago among them; nobody is told twice.
    const second = await recheckDomains(t.ctx, new Date(now.getTime() + 1000));
    expect(second.verified).toBe(0);
    expect(second.checked).toBeGreaterThanOrEqual(2);
    expect((await domainRow(waiting.row.id)).lastCheckedAt!.getTime()).toBe(now.getTime() + 1000);
    expect(await notices()).toHaveLength(1);
    expect(smtp.messages.filter(addressedTo(found.user.email))).toHaveLength(1);
  });
});
