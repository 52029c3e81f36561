import { formatMoney } from '../../../shared/money';
import { languageOf } from '../../../shared/account/preference-values';
import type { AppContext } from '../../lib/context';
import { getInvoiceDocument } from '../invoices/invoices.service';
import { findCompanyOwner } from './payment-attempts.queries';
import { dayIn } from './payment-notices';
import { findRefundForNotice } from './refunds.queries';
import { RefundNoticeEmail, refundNoticeSubject } from './refunds.emails';
import { cardIn } from './payment-email-text';

/** Once a refund is committed: the customer's notice of it (amount, card, invoice), queued in the outbox. */
export async function sendRefundNotice(ctx: AppContext, refundId: number) {
  const refund = await findRefundForNotice(ctx.db, { refundId });
  if (!refund?.invoiceId) return;
  const owner = await findCompanyOwner(ctx.db, { companyId: refund.companyId });
  const { invoice, parties } = await getInvoiceDocument(ctx.db, refund.companyId, refund.invoiceId);
  if (!invoice.customerEmail) return;
  const amount = formatMoney(refund.amount);
  // In the business's language.
  const language = languageOf(parties.company.language);
  await ctx.mailer.send(ctx.db, {
    to: invoice.customerEmail,
    replyTo: parties.company.email,
    subject: refundNoticeSubject({ amount, companyName: parties.company.name, language }),
    body: (
      <RefundNoticeEmail
        companyName={parties.company.name}
        customerName={parties.customer.name}
        invoiceNumber={invoice.invoiceNumber}
        amount={amount}
        card={refund.provider ? cardIn(language, refund.cardBrand, refund.cardLast4) : null}
        refundedOn={dayIn(owner.timezone, refund.refundedAt)}
        link={`${ctx.origin.url}/customer/${parties.customer.accessToken}`}
        language={language}
      />
    ),
    relatedTo: `invoice:${invoice.id}`,
  });
}
