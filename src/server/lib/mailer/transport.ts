import nodemailer from 'nodemailer';
import type { OutboxAttachment } from '../../db/schema';

export type OutgoingMessage = {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[];
  /** Further headers (a campaign's `List-Unsubscribe`), written as they are. */
  headers?: Record<string, string>;
};

/** A transport for many messages in a row (a campaign's delivery), closed once they are out. */
export type BulkTransport = { deliver(message: OutgoingMessage): Promise<void>; close(): void };

export type MailTransport = {
  kind: 'smtp' | 'log';
  deliver(message: OutgoingMessage): Promise<void>;
  /** Opens a transport for a run of messages: pooled SMTP connections, or one printed line a message. */
  bulk(opts: { connections: number }): BulkTransport;
};

const toNodemailer = (m: OutgoingMessage) => ({
  from: m.from,
  to: m.to,
  replyTo: m.replyTo ?? undefined,
  subject: m.subject,
  text: m.text,
  html: m.html,
  headers: m.headers,
  attachments: m.attachments.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.contentBase64, 'base64'),
  })),
});

/**
 * A bulk run gives up on a silent server within seconds rather than nodemailer's minutes: a stuck message holds
 * its recipient in `sending` and the run past its time.
 */
export const BULK_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** An SMTP server named by a URL (SMTP_URL) or by its parts (Site Settings > Email). */
export type SmtpServer =
  string | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };

export function smtpTransport(server: SmtpServer, timeouts?: typeof BULK_TIMEOUTS): MailTransport {
  const options = typeof server === 'string' ? { url: server } : server;
  const transporter = nodemailer.createTransport(
    (typeof server === 'string' && !timeouts ? server : { ...options, ...timeouts }) as Parameters<
      typeof nodemailer.createTransport
    >[0],
  );
  return {
    kind: 'smtp',
    async deliver(m) {
      await transporter.sendMail(toNodemailer(m));
    },
    bulk({ connections }) {
      const pooled = nodemailer.createTransport({
        ...options,
        pool: true,
        maxConnections: connections,
        maxMessages: Infinity,
        ...BULK_TIMEOUTS,
      } as Parameters<typeof nodemailer.createTransport>[0]);
      return {
        async deliver(m) {
          await pooled.sendMail(toNodemailer(m));
        },
        close: () => pooled.close(),
      };
    },
  };
}

/**
 * Without SMTP, a message stays in the outbox and its text (links included) is printed in a frame, so it stands
 * out among the log lines. A bulk run (thousands of a campaign's messages) prints one line a message instead.
 */
export function logTransport(print: (text: string) => void): MailTransport {
  return {
    kind: 'log',
    async deliver(m) {
      const head = [`E-mail to ${m.to} (kept in the outbox, no SMTP_URL set)`];
      if (m.replyTo) head.push(`Reply-To: ${m.replyTo}`);
      head.push(`Subject: ${m.subject}`, '');
      const body = [...head, m.text]
        .join('\n')
        .split('\n')
        .map((line) => `| ${line}`.trimEnd());
      const rule = '='.repeat(72);
      print(`\n+${rule}\n${body.join('\n')}\n+${rule}\n`);
    },
    bulk() {
      return {
        async deliver(m) {
          print(`Campaign e-mail to ${m.to}: ${m.subject} (not sent: no SMTP_URL set)\n`);
        },
        close: () => undefined,
      };
    },
  };
}
