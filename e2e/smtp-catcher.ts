/**
 * A real SMTP server on loopback for the browser tests: the app under test delivers to it (SMTP_URL), and
 * the tests read what arrived, parsed, from its HTTP side (GET /messages?to=). Recipients at
 * REJECTED_DOMAIN are refused with a 550, so a failed delivery can be tested too.
 *
 * Started by playwright.config.ts as a web server (`node --import tsx e2e/smtp-catcher.ts --serve`), before the app.
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const REJECTED_DOMAIN = 'reject.example';
export const REJECTION = 'Mailbox unavailable (the e2e SMTP catcher refuses this domain)';

/** The catcher's ports beside the app's: SMTP on the next one, its HTTP side on the one after. */
export const catcherPorts = (appPort: number) => ({ smtp: appPort + 1, http: appPort + 2 });

export type CaughtAttachment = { filename: string; contentType: string; contentBase64: string };
export type CaughtEmail = {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: CaughtAttachment[];
  receivedAt: string;
};

export async function startSmtpCatcher(ports: { smtp: number; http: number }) {
  const messages: CaughtEmail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${REJECTED_DOMAIN}`)) {
        callback(Object.assign(new Error(REJECTION), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              contentBase64: a.content.toString('base64'),
            })),
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  smtp.on('error', () => undefined); // a client hanging up mid-session is not the tests' concern

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    if (req.method === 'GET' && url.pathname === '/health') {
      res.writeHead(200).end('ok');
    } else if (req.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    } else {
      res.writeHead(404).end();
    }
  });

  await Promise.all([
    new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.listen(ports.smtp, '127.0.0.1', () => resolve());
    }),
    new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(ports.http, '127.0.0.1', () => resolve());
    }),
  ]);
  return {
    close: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]),
  };
}

async function serve() {
  const ports = catcherPorts(Number(process.env.E2E_PORT ?? 4173));
  const catcher = await startSmtpCatcher(ports);
  console.log(`SMTP catcher: smtp://127.0.0.1:${ports.smtp}, messages at http://127.0.0.1:${ports.http}/messages`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void catcher.close().then(() => process.exit(0)));
  }
}

if (process.argv.includes('--serve')) {
  serve().catch((err: Error) => {
    console.error(`SMTP catcher could not start: ${err.message}`);
    process.exit(1);
  });
}
