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
};

export type MailTransport = { kind: 'smtp' | 'log'; deliver(message: OutgoingMessage): Promise<void> };

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(m) {
      await transporter.sendMail({
        from: m.from,
        to: m.to,
        replyTo: m.replyTo ?? undefined,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      });
    },
  };
}

/**
 * Without SMTP, a message stays in the outbox and its text (links included) is printed in a frame, so it stands
 * out among the log lines.
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
  };
}
