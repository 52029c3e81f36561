import { BULK_TIMEOUTS, smtpTransport, type BulkTransport, type MailTransport } from './transport';

/** The SMTP server an administrator saved in Site Settings > Email, the password decrypted. */
export type SmtpSettings = {
  host: string;
  port: number;
  user: string | null;
  password: string | null;
  fromEmail: string | null;
  fromName: string | null;
};

/** The display name of a `Name <address>` header, if it has one. */
const nameOf = (header: string) => /^\s*"?(.*?)"?\s*<[^>]*>\s*$/.exec(header)?.[1] || null;

/** `Name <address>`, the name quoted when it holds characters an address header gives meaning to. */
export function fromHeader(name: string | null, address: string) {
  if (!name) return address;
  return /^[\w .'-]+$/.test(name) ? `${name} <${address}>` : `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`;
}

/**
 * The sender once the settings name an address: the platform's messages take the settings' name too; a campaign
 * (`keepName`) keeps its business's name in front of the settings' address.
 */
function senderOf(settings: SmtpSettings | null, from: string, keepName: boolean) {
  if (!settings?.fromEmail) return from;
  return fromHeader(keepName ? nameOf(from) : (settings.fromName ?? nameOf(from)), settings.fromEmail);
}

/**
 * A transport that asks `read` before each message (and each bulk run) which SMTP server to use: the one saved in
 * Site Settings, or `fallback` (the local outbox) when none is. A saved change applies from the next message on,
 * without a restart. Used only when SMTP_URL is unset: the environment's server wins.
 */
export function settingsTransport(read: () => Promise<SmtpSettings | null>, fallback: MailTransport): MailTransport {
  let current: { key: string; transport: MailTransport } | undefined;
  const resolve = async () => {
    const settings = await read();
    if (!settings) return { transport: fallback, settings };
    const key = JSON.stringify([settings.host, settings.port, settings.user, settings.password]);
    if (current?.key !== key) {
      const auth = settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined;
      // Port 465 speaks TLS from the start; the others (587, 25) upgrade with STARTTLS when the server offers it.
      const server = { host: settings.host, port: settings.port, secure: settings.port === 465, auth };
      current = { key, transport: smtpTransport(server, BULK_TIMEOUTS) };
    }
    return { transport: current.transport, settings };
  };
  return {
    kind: fallback.kind,
    async deliver(message) {
      const { transport, settings } = await resolve();
      await transport.deliver({ ...message, from: senderOf(settings, message.from, false) });
    },
    bulk(opts) {
      let run: Promise<{ bulk: BulkTransport; settings: SmtpSettings | null }> | undefined;
      const open = () =>
        (run ??= resolve().then(({ transport, settings }) => ({ bulk: transport.bulk(opts), settings })));
      return {
        async deliver(message) {
          const { bulk, settings } = await open();
          await bulk.deliver({ ...message, from: senderOf(settings, message.from, true) });
        },
        close: () => void run?.then(({ bulk }) => bulk.close()).catch(() => undefined),
      };
    },
  };
}
