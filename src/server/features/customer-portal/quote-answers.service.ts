import { AppError } from '../../../shared/app-error';
import { portalMessages } from '../../../shared/customer-portal/customer-portal.schemas';
import { formatMoney } from '../../../shared/money';
import type { ReactElement } from 'react';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { notify } from '../notifications/notifications.service';
import { quoteAcceptedEmail, quoteDeclinedEmail, type AnswerProps } from './customer-portal.emails';
import * as q from './customer-portal.queries';
import { getQuote, scopeOf, toPortalQuote } from './customer-portal.service';
import { wantsNoticeEmails } from '../account/preferences/notice-switches.service';

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

/** What differs between accepting and declining: how the answer is recorded and told to the owner. */
type Answer = {
  verb: 'accepted' | 'declined';
  /** Records the answer while the quote still waits for one; nothing otherwise. */
  record(tx: Db): Promise<q.QuoteRow | undefined>;
  /** The notification's text about the answered quote. */
  notice(quote: q.QuoteRow): string;
  email(props: AnswerProps): ReactElement;
};

/**
 * Records the customer's answer and, in the same transaction, notifies the owner in the app and by e-mail
 * (replies go to the customer). A quote no longer waiting for an answer is refused with the reason.
 */
async function answerQuote(ctx: AppContext, opts: { portal: q.PortalRow; id: number }, answer: Answer) {
  const { portal } = opts;
  const quote = await ctx.db.transaction(async (tx) => {
    const row = await answer.record(tx);
    if (!row) return undefined;
    await notify(tx, {
      userId: portal.owner.id,
      kind: `quote.${answer.verb}`,
      title: `Quote ${row.quoteNumber} ${answer.verb}`,
      body: answer.notice(row),
      link: '/quotes',
    });
    // Unless the owner turned notice e-mails off (Profile Settings).
    if (await wantsNoticeEmails(tx, portal.owner.id))
      await ctx.mailer.send(tx, {
        to: portal.owner.email,
        replyTo: portal.customer.email,
        subject: `Quote ${row.quoteNumber} ${answer.verb} by ${portal.customer.name}`,
        body: answer.email({
          firstName: portal.owner.firstName ?? 'there',
          customerName: portal.customer.name,
          quoteNumber: row.quoteNumber,
          amount: formatMoney(row.amount),
          link: `${ctx.origin.url}/quotes`,
        }),
        relatedTo: `quote:${row.id}`,
      });
    return row;
  });
  if (!quote) return refuse(ctx, portal, opts.id);
  return toPortalQuote(quote);
}

/** The customer accepts a sent, still valid quote with their typed name; the owner is notified and e-mailed. */
export function acceptQuote(ctx: AppContext, opts: { portal: q.PortalRow; id: number; signerName: string }) {
  const { portal, id, signerName } = opts;
  return answerQuote(ctx, opts, {
    verb: 'accepted',
    record: (tx) => q.acceptQuoteRow(tx, { ...scopeOf(portal), id, signerName, timezone: portal.owner.timezone }),
    notice: (row) =>
      `${portal.customer.name} accepted ${row.quoteNumber} (${formatMoney(row.amount)}), signed by ${row.signerName}.`,
    email: (props) => quoteAcceptedEmail({ ...props, signerName }),
  });
}

/** The customer declines a sent quote, optionally saying why; the owner is notified and e-mailed. */
export function declineQuote(ctx: AppContext, opts: { portal: q.PortalRow; id: number; reason: string | null }) {
  const { portal, id, reason } = opts;
  return answerQuote(ctx, opts, {
    verb: 'declined',
    record: (tx) => q.declineQuoteRow(tx, { ...scopeOf(portal), id, reason }),
    notice: (row) =>
      `${portal.customer.name} declined ${row.quoteNumber} (${formatMoney(row.amount)})${reason ? `: "${reason}"` : '.'}`,
    email: (props) => quoteDeclinedEmail({ ...props, reason }),
  });
}
