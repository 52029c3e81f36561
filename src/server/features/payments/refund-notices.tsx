import { formatMoney } from '../../../shared/money';
import type { AppContext } from '../../lib/context';
import { getInvoiceDocument } from '../invoices/invoices.service';
import { findCompanyOwner } from './payment-attempts.queries';
import { describeCard } from '../../../shared/payments/card.schemas';
import { dayIn } from './payment-notices';
import { findRefundForNotice } from './refunds.queries';
import { RefundNoticeEmail } from './refunds.emails';

/** Once a refund is committed: the customer's notice of it (amount, card, invoice), queued in the outbox. */
export async function sendRefundNotice(ctx: AppContext, refundId: number) {
  const refund = await findRefundForNotice(ctx.db, { refundId });
  if (!refund?.invoiceId) return;
  const owner = await findCompanyOwner(ctx.db, { companyId: refund.companyId });
  const { invoice, parties } = await getInvoiceDocument(ctx.db, refund.companyId, refund.invoiceId);
  if (!invoice.customerEmail) return;
  const amount = formatMoney(refund.amount);
  await ctx.mailer.send(ctx.db, {
    to: invoice.customerEmail,
    replyTo: parties.company.email,
    subject: `Refund of ${amount} from ${parties.company.name}`,
    body: (
      <RefundNoticeEmail
        companyName={parties.company.name}
        customerName={parties.customer.name}
        invoiceNumber={invoice.invoiceNumber}
        amount={amount}
        card={refund.provider ? describeCard(refund.cardBrand, refund.cardLast4) : null}
        refundedOn={dayIn(owner.timezone, refund.refundedAt)}
        link={`${ctx.origin.url}/customer/${parties.customer.accessToken}`}
      />
    ),
    relatedTo: `invoice:${invoice.id}`,
  });
}
