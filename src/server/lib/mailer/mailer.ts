import { render } from '@react-email/render';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createElement, type ReactElement } from 'react';
import { defaultSiteInfo, type SiteInfo } from '../../../shared/site-settings/site-settings.schemas';
import { toSingleLine } from '../../../shared/text';
import type { Db } from '../../db/client';
import { emailOutbox, type OutboxAttachment } from '../../db/schema';
import type { JobQueue, RetryPolicy } from '../jobs';
import { SiteBrandContext } from './email-layout';
import type { MailTransport } from './transport';

export type Email = {
  to: string;
  /** Where the recipient's reply should go, when not to the platform's sender address. */
  replyTo?: string | null;
  /** A function when the subject names the site: it is given the site's name from Site Settings. */
  subject: string | ((site: SiteInfo) => string);
  body: ReactElement;
  attachments?: OutboxAttachment[];
  /** e.g. `invoice:12`, so the feature can show how its message fared. */
  relatedTo?: string;
};

export type Mailer = {
  /**
   * Stores the message in the outbox and queues its delivery, both on `db`; returns the outbox id. Given the
   * transaction of the change the message tells of (an invoice sent, a reminder counted), the message exists,
   * and goes out, exactly when that change commits: the outbox pattern.
   */
  send(db: Db, email: Email): Promise<number>;
  transportKind: MailTransport['kind'];
  /** The transport itself, for what bypasses the outbox: a campaign's thousands of messages (`bulk`). */
  transport: MailTransport;
};

export const DELIVER_EMAIL_JOB = 'email.deliver';

/**
 * A header's text on one line. Subjects and addresses carry names (a company's, a customer's); one stored
 * with a line break before the schemas refused them must not forge a header or a line of the printed outbox.
 */
const headerLine = (text: string) => toSingleLine(text).trim();
const headerLineOrNull = (text: string | null) => (text === null ? null : headerLine(text));
/** Four attempts, spread out with exponential backoff from a 5 s delay. */
export const DELIVERY_RETRY: RetryPolicy = { retryLimit: 3, retryDelay: 5, retryBackoff: true };

export async function createMailer(deps: {
  db: Db;
  jobs: JobQueue;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  retry?: RetryPolicy;
  /** The site's name and support address (Site Settings) each message is rendered with, read on `send`'s `db`. */
  site?: (db: Db) => Promise<SiteInfo>;
}): Promise<Mailer> {
  const { jobs, transport, from, log, retry = DELIVERY_RETRY } = deps;

  await jobs.register<{ id: number }>(
    DELIVER_EMAIL_JOB,
    async ({ id }, meta) => {
      const [message] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      if (!message || message.status === 'sent') return;
      try {
        await transport.deliver({
          ...message,
          from: headerLine(from),
          to: headerLine(message.to),
          replyTo: headerLineOrNull(message.replyTo),
          subject: headerLine(message.subject),
        });
        await deps.db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
          .where(eq(emailOutbox.id, id));
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        await deps.db
          .update(emailOutbox)
          .set({
            status: meta.lastAttempt ? 'failed' : 'queued',
            attempts: sql`${emailOutbox.attempts} + 1`,
            lastError: reason.slice(0, 2000),
          })
          .where(eq(emailOutbox.id, id));
        log.warn({ outboxId: id, attempt: meta.attempt, reason }, 'e-mail delivery failed');
        if (!meta.lastAttempt) throw err;
      }
    },
    retry,
  );

  return {
    transportKind: transport.kind,
    transport,
    async send(db, email) {
      const site = deps.site ? await deps.site(db) : defaultSiteInfo;
      const body = createElement(SiteBrandContext.Provider, { value: site }, email.body);
      const subject = typeof email.subject === 'function' ? email.subject(site) : email.subject;
      const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
      const [row] = await db
        .insert(emailOutbox)
        .values({
          to: headerLine(email.to),
          replyTo: headerLineOrNull(email.replyTo ?? null),
          subject: headerLine(subject),
          html,
          text,
          attachments: email.attachments ?? [],
          relatedTo: email.relatedTo ?? null,
        })
        .returning({ id: emailOutbox.id });
      // The delivery job is written in the same transaction as the row, not queued after the commit with a sweep
      // for rows left queued: no moment where a committed message has no job, nothing to sweep, and no second
      // job for one message (a sweep cannot tell a message never queued from one waiting for its retry).
      await jobs.send(DELIVER_EMAIL_JOB, { id: row.id }, db);
      return row.id;
    },
  };
}
