import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../lib/context';
import type { SessionUser } from '../../../lib/session';
import { loginAlertEmail } from './security.emails';
import { wantsLoginAlerts } from './security-settings.service';
import { describeUserAgent } from './user-agent';

function timeIn(timeZone: string, at: Date) {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(at);
  }
}

/**
 * E-mails the user that the account signed in from a browser it had not used, unless they switched login alerts
 * off. The caller decides the browser is new (known devices) and that this is not the account's first sign-in.
 */
export async function sendLoginAlert(ctx: AppContext, request: FastifyRequest, user: SessionUser) {
  if (!(await wantsLoginAlerts(ctx, user.id))) return;
  const { browser, os } = describeUserAgent(request.headers['user-agent'] ?? null);
  await ctx.mailer.send(ctx.db, {
    to: user.email,
    subject: 'New sign-in to your account',
    body: loginAlertEmail({
      firstName: user.firstName ?? 'there',
      browser: `${browser} on ${os}`,
      ipAddress: request.ip,
      time: timeIn(user.timezone, new Date()),
      link: `${ctx.origin.url}/account-settings`,
    }),
    relatedTo: `user:${user.id}`,
  });
}
