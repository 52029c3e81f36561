import type { MerchOrderLine } from '../../../../shared/merch/merch.schemas';
import { formatMoney } from '../../../../shared/money';
import { EmailButton, EmailLayout, EmailText } from '../../../lib/mailer/email-layout';

type OrderEmailProps = { firstName: string; orderNumber: string; link: string };

function OrderLines({ lines }: { lines: MerchOrderLine[] }) {
  return (
    <>
      {lines.map((line) => (
        <EmailText key={line.slug}>
          {line.quantity} x {line.name}: {formatMoney(line.lineTotal)}
        </EmailText>
      ))}
    </>
  );
}

export type ShippedEmailProps = OrderEmailProps & {
  lines: MerchOrderLine[];
  carrier: string | null;
  trackingNumber: string;
};

/** The owner's notice that their merchandise is on its way, with what is in the box and how to follow it. */
export function MerchShippedEmail(p: ShippedEmailProps) {
  const how = p.carrier
    ? `with ${p.carrier}, tracking number ${p.trackingNumber}`
    : `tracking number ${p.trackingNumber}`;
  return (
    <EmailLayout
      preview={`Order ${p.orderNumber} is on its way: ${how}`}
      heading={`Order ${p.orderNumber} has shipped`}
    >
      <EmailText>Hi {p.firstName},</EmailText>
      <EmailText>
        Your merchandise order {p.orderNumber} has shipped {how}. In the box:
      </EmailText>
      <OrderLines lines={p.lines} />
      <EmailButton href={p.link}>Open your order</EmailButton>
    </EmailLayout>
  );
}

export type RefundedEmailProps = OrderEmailProps & {
  /** Formatted: `$25.98`. */
  amount: string;
  /** e.g. `Visa ending in 4242`, null when the provider gave no card. */
  card: string | null;
};

/** The owner's notice that their order was cancelled and what they paid refunded. */
export function MerchRefundedEmail(p: RefundedEmailProps) {
  return (
    <EmailLayout
      preview={`Order ${p.orderNumber} was cancelled: ${p.amount} refunded`}
      heading={`Order ${p.orderNumber} was cancelled`}
    >
      <EmailText>Hi {p.firstName},</EmailText>
      <EmailText>
        Your merchandise order {p.orderNumber} was cancelled and the {p.amount} you paid was refunded to{' '}
        {p.card ? `your ${p.card}` : 'your card'}.
      </EmailText>
      <EmailText>Depending on your bank, it may take 5 to 10 business days to appear on your statement.</EmailText>
      <EmailButton href={p.link}>Open your orders</EmailButton>
    </EmailLayout>
  );
}
