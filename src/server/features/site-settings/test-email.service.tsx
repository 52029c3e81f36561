import { render } from '@react-email/render';
import { AppError } from '../../../shared/app-error';
import { siteSettingsMessages as m } from '../../../shared/site-settings/site-settings.schemas';
import { toSingleLine } from '../../../shared/text';
import type { AppContext } from '../../lib/context';
import { EmailLayout, EmailText, SiteBrandContext } from '../../lib/mailer/email-layout';
import { cachedPlatformSettings } from '../admin/platform-settings.service';

function TestEmail({ delivery }: { delivery: string }) {
  return (
    <EmailLayout preview="Your e-mail settings work" heading="Your e-mail settings work">
      <EmailText>This test message was sent from Site Settings &gt; Email {delivery}.</EmailText>
      <EmailText>Messages to your users and their customers go out the same way.</EmailText>
    </EmailLayout>
  );
}

/**
 * Sends one message at once, through the mailer's transport as configured now (SMTP_URL, else the settings as
 * saved, else the log), outside the outbox: the administrator learns right away whether it worked, and when the
 * server refuses it, what the server said (502, nothing retried).
 */
export async function sendTestEmail(ctx: AppContext, to: string) {
  const settings = await cachedPlatformSettings(ctx.db);
  const delivery = ctx.env.SMTP_URL
    ? 'through the server of SMTP_URL'
    : settings.smtpHost
      ? `through ${settings.smtpHost}:${settings.smtpPort}`
      : 'to the server log: no SMTP server is configured, so it stayed on this machine';
  const site = { siteName: settings.siteName, supportEmail: settings.supportEmail };
  const body = (
    <SiteBrandContext.Provider value={site}>
      <TestEmail delivery={delivery} />
    </SiteBrandContext.Provider>
  );
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  try {
    await ctx.mailer.transport.deliver({
      from: toSingleLine(ctx.env.MAIL_FROM),
      to,
      replyTo: null,
      subject: toSingleLine(`Test e-mail from ${settings.siteName}`),
      text,
      html,
      attachments: [],
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new AppError('BAD_GATEWAY', m.testFailed(reason.slice(0, 500)));
  }
  return { message: m.testSent(to) };
}
