import { formatMoney } from '../../../shared/money';
import { languageOf } from '../../../shared/account/preference-values';
import type { AppContext } from '../../lib/context';
import { notify } from '../notifications/notifications.service';
import {
  DepositNoticeEmail,
  DepositReceiptEmail,
  depositReceiptSubject,
  type DepositReceiptProps,
} from './deposit.emails';
import { cardIn } from './payment-email-text';
import * as q from './deposit-payments.queries';
import { findCompanyOwner } from './payment-attempts.queries';
import { describeCard } from '../../../shared/payments/card.schemas';
import { dayIn } from './payment-notices';
import { wantsNoticeEmails } from '../account/preferences/notice-switches.service';

/**
 * Once a deposit's card payment is committed: the customer's receipt, and the owner's notification and e-mail,
 * queued together.
 */
export async function sendDepositNotices(ctx: AppContext, paymentId: number) {
  const payment = await q.findDepositForReceipt(ctx.db, { paymentId });
  if (!payment) return;
  const owner = await findCompanyOwner(ctx.db, { companyId: payment.companyId });
  const { quote, customer, company } = payment;
  const props: DepositReceiptProps = {
    companyName: company.name,
    customerName: customer.name,
    quoteNumber: quote.quoteNumber,
    amount: formatMoney(payment.amount),
    card: describeCard(payment.cardBrand, payment.cardLast4),
    paidOn: dayIn(owner.timezone, payment.paidAt),
    link: `${ctx.origin.url}/customer/${customer.accessToken}`,
  };
  const relatedTo = `quote:${quote.id}`;
  // The customer's receipt is in the business's language; the owner's notice stays in English.
  const language = languageOf(company.language);
  const receipt = {
    ...props,
    card: cardIn(language, payment.cardBrand, payment.cardLast4),
    paidOn: dayIn(owner.timezone, payment.paidAt, language),
    language,
  };
  await ctx.db.transaction(async (tx) => {
    if (customer.email) {
      await ctx.mailer.send(tx, {
        to: customer.email,
        replyTo: company.email,
        subject: depositReceiptSubject(receipt),
        body: <DepositReceiptEmail {...receipt} />,
        relatedTo,
      });
    }
    await notify(tx, {
      userId: owner.id,
      kind: 'quote.deposit_paid',
      title: `${props.customerName} paid a deposit of ${props.amount}`,
      body: `Quote ${props.quoteNumber}${props.card ? `, ${props.card}` : ''}.`,
      link: '/quotes',
    });
    // Unless the owner turned notice e-mails off (Profile Settings).
    if (await wantsNoticeEmails(tx, owner.id))
      await ctx.mailer.send(tx, {
        to: owner.email,
        replyTo: customer.email,
        subject: `${props.customerName} paid the deposit of ${props.amount} on quote ${props.quoteNumber}`,
        body: (
          <DepositNoticeEmail {...props} firstName={owner.firstName ?? 'there'} link={`${ctx.origin.url}/quotes`} />
        ),
        relatedTo,
      });
  });
}
