import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRecipients, campaigns, customers } from '../../../db/schema';
import { seedOwner } from '../../../db/seed/factories';
import { newToken } from '../../../lib/tokens';
import { createTestApp, type TestApp } from '../../../../test/app';
import { waitFor } from '../../../../test/wait';
import { deliverCampaign } from './campaign-delivery.service';
import { campaignRow, DEFAULT_CONTENT } from './sending-fixtures';

// CAMPAIGN_SPEED_COUNT=10000 runs it at full size; `npm run bench -- --only=campaign` measures that through the
// served app, with its figures in docs/performance.md.
const COUNT = Number(process.env.CAMPAIGN_SPEED_COUNT ?? 1000);

/** A loopback SMTP server that only counts what it receives (the catcher keeps every parsed message). */
async function countingSmtpServer() {
  const received = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) received.set(to.address, (received.get(to.address) ?? 0) + 1);
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r(null))) };
}

describe('delivery speed', () => {
  let smtp: Awaited<ReturnType<typeof countingSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await countingSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url, env: { CAMPAIGN_RATE_PER_MINUTE: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it(`sends ${COUNT} messages at 50 a second or more, each once, with the rate limit off`, async () => {
    const { company } = await seedOwner(t.db);
    const [campaign] = await t.db
      .insert(campaigns)
      .values({
        companyId: company.id,
        name: 'Speed',
        subject: 'Hello {{customer_name}}',
        content: DEFAULT_CONTENT,
        targetAudience: 'all',
        status: 'sent',
        sentDate: new Date(),
        recipientCount: COUNT,
      })
      .returning();
    for (let from = 0; from < COUNT; from += 1000) {
      const people = await t.db
        .insert(customers)
        .values(
          Array.from({ length: Math.min(1000, COUNT - from) }, (_, i) => ({
            companyId: company.id,
            name: `Speed ${from + i}`,
            email: `speed-${from + i}@example.com`,
            accessToken: newToken(),
          })),
        )
        .returning();
      await t.db.insert(campaignRecipients).values(
        people.map((p) => ({
          campaignId: campaign!.id,
          companyId: company.id,
          customerId: p.id,
          name: p.name,
          email: p.email!,
          token: newToken(),
        })),
      );
    }

    // With --expose-gc (NODE_OPTIONS), the live heap after each run: it stays level however many have gone.
    const heap = () => ((globalThis as { gc?: () => void }).gc?.(), process.memoryUsage().heapUsed);
    const heapBefore = heap();
    const started = Date.now();
    const heaps: number[] = [];
    await waitFor(
      async () => {
        const run = await deliverCampaign(t.ctx, campaign!.id, { budgetMs: 5_000 });
        heaps.push(heap());
        return run.state === 'done' ? true : undefined;
      },
      'every message to be sent',
      590_000,
    );
    const peakHeap = Math.max(heapBefore, ...heaps);
    const seconds = (Date.now() - started) / 1000;
    const perSecond = COUNT / seconds;
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    console.info(
      `${COUNT} messages in ${seconds.toFixed(1)} s: ${perSecond.toFixed(0)}/s; heap ${mb(heapBefore)}, ` +
        `after each run ${heaps.map(mb).join(' ')} (peak +${mb(peakHeap - heapBefore)})`,
    );

    expect(await campaignRow(t, campaign!.id)).toMatchObject({ emailsSent: COUNT, failedCount: 0 });
    expect(smtp.received.size).toBe(COUNT);
    expect([...smtp.received.values()].every((n) => n === 1)).toBe(true);
    expect(perSecond).toBeGreaterThanOrEqual(50);
  }, 600_000);
});
