import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait';

export type SmtpTestServer = {
  url: string;
  messages: ParsedMail[];
  /** Waits (bounded) for a received message matching `predicate`. */
  waitForMessage(predicate: (message: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
};

/** A predicate for `waitForMessage`: the message is addressed to `email`. */
export const addressedTo = (email: string) => (message: ParsedMail) =>
  [message.to].flat().some((to) => to?.value.some((a) => a.address === email));

export const SMTP_REJECTION = 'Mailbox unavailable (test server rejects everything)';

/** A real SMTP server on the loopback interface that keeps what it receives, or refuses every message. */
export async function startSmtpServer(opts: { rejectAll?: boolean } = {}): Promise<SmtpTestServer> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (opts.rejectAll) {
            callback(Object.assign(new Error(SMTP_REJECTION), { responseCode: 550 }));
            return;
          }
          messages.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  server.on('error', () => undefined); // a client hanging up mid-session is not the test's concern
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage: (predicate, timeoutMs = 10_000) =>
      waitFor(() => messages.find(predicate), 'a matching message on the SMTP test server', timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
