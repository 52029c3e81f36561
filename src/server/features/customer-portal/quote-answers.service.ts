import { AppError } from '../../../shared/app-error';
import { portalMessages } from '../../../shared/customer-portal/customer-portal.schemas';
import { formatMoney } from '../../../shared/money';
import type { AppContext } from '../../lib/context';
import { notify } from '../notifications/notifications.service';
import { quoteAcceptedEmail, quoteDeclinedEmail } from './customer-portal.emails';
import * as q from './customer-portal.queries';
import { getQuote, scopeOf, toPortalQuote } from './customer-portal.service';

/** Why a quote that is not (or no longer) waiting for an answer cannot take one: 404, or 409 with the reason. */
async function refuse(ctx: AppContext, portal: q.PortalRow, id: number): Promise<never> {
  const quote = await getQuote(ctx.db, portal, id);
  const reason =
    quote.status === 'accepted'
      ? portalMessages.quoteAlreadyAccepted
      : quote.status === 'declined'
        ? portalMessages.quoteAlreadyDeclined
        : portalMessages.quoteExpired;
  throw new AppError('CONFLICT', reason);
}

/** The customer accepts a sent, still valid quote with their typed name; the owner is notified and e-mailed. */
export async function acceptQuote(
  ctx: AppContext,
  opts: { portal: q.PortalRow; id: number; signerName: string; baseUrl: string },
) {
  const { portal } = opts;
  const quote = await ctx.db.transaction(async (tx) => {
    const row = await q.acceptQuoteRow(tx, {
      ...scopeOf(portal),
      id: opts.id,
      signerName: opts.signerName,
      timezone: portal.owner.timezone,
    });
    if (!row) return undefined;
    await notify(tx, {
      userId: portal.owner.id,
      kind: 'quote.accepted',
      title: `Quote ${row.quoteNumber} accepted`,
      body: `${portal.customer.name} accepted ${row.quoteNumber} (${formatMoney(row.amount)}), signed by ${row.signerName}.`,
      link: '/quotes',
    });
    return row;
  });
  if (!quote) return refuse(ctx, portal, opts.id);
  await ctx.mailer.send({
    to: portal.owner.email,
    replyTo: portal.customer.email,
    subject: `Quote ${quote.quoteNumber} accepted by ${portal.customer.name}`,
    body: quoteAcceptedEmail({
      firstName: portal.owner.firstName ?? 'there',
      customerName: portal.customer.name,
      quoteNumber: quote.quoteNumber,
      amount: formatMoney(quote.amount),
      signerName: opts.signerName,
      link: `${opts.baseUrl}/quotes`,
    }),
    relatedTo: `quote:${quote.id}`,
  });
  return toPortalQuote(quote);
}

/** The customer declines a sent quote, optionally saying why; the owner is notified and e-mailed. */
export async function declineQuote(
  ctx: AppContext,
  opts: { portal: q.PortalRow; id: number; reason: string | null; baseUrl: string },
) {
  const { portal } = opts;
  const quote = await ctx.db.transaction(async (tx) => {
    const row = await q.declineQuoteRow(tx, { ...scopeOf(portal), id: opts.id, reason: opts.reason });
    if (!row) return undefined;
    await notify(tx, {
      userId: portal.owner.id,
      kind: 'quote.declined',
      title: `Quote ${row.quoteNumber} declined`,
      body: `${portal.customer.name} declined ${row.quoteNumber} (${formatMoney(row.amount)})${opts.reason ? `: "${opts.reason}"` : '.'}`,
      link: '/quotes',
    });
    return row;
  });
  if (!quote) return refuse(ctx, portal, opts.id);
  await ctx.mailer.send({
    to: portal.owner.email,
    replyTo: portal.customer.email,
    subject: `Quote ${quote.quoteNumber} declined by ${portal.customer.name}`,
    body: quoteDeclinedEmail({
      firstName: portal.owner.firstName ?? 'there',
      customerName: portal.customer.name,
      quoteNumber: quote.quoteNumber,
      amount: formatMoney(quote.amount),
      reason: opts.reason,
      link: `${opts.baseUrl}/quotes`,
    }),
    relatedTo: `quote:${quote.id}`,
  });
  return toPortalQuote(quote);
}
