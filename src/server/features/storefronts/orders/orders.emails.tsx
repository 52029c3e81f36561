import { EmailButton, EmailLayout, EmailText } from '../../../lib/mailer/email-layout';

/** A line as an e-mail lists it, its money formatted: `2 × Gift card: $50.00`. */
export type EmailLine = { name: string; quantity: number; lineTotal: string };

type Common = {
  businessName: string;
  reference: string;
  /** Formatted: `$1,234.50`. */
  total: string;
  lines: EmailLine[];
};

const Lines = ({ lines }: { lines: EmailLine[] }) => (
  <>
    {lines.map((l, i) => (
      <EmailText key={i}>
        {l.quantity} × {l.name}: {l.lineTotal}
      </EmailText>
    ))}
  </>
);

export type OrderReceiptProps = Common & {
  buyerName: string;
  /** e.g. `Visa ending in 4242`, or null. */
  card: string | null;
  paidOn: string;
  /** How to reach the business: phone, e-mail, address (those it has). */
  contact: string[];
  link: string;
};

/** The buyer's receipt once the order is paid. */
export function OrderReceiptEmail(p: OrderReceiptProps) {
  return (
    <EmailLayout
      preview={`Receipt: ${p.total} paid to ${p.businessName} for order ${p.reference}`}
      heading={`Order ${p.reference} is paid`}
      footer={`${p.businessName} sent you this receipt through Crewdesk.`}
    >
      <EmailText>Hi {p.buyerName},</EmailText>
      <EmailText>
        Thank you for your order from {p.businessName}. We received your payment of {p.total} on {p.paidOn}
        {p.card ? `, paid with your ${p.card}` : ''}.
      </EmailText>
      <Lines lines={p.lines} />
      <EmailText>Total: {p.total}</EmailText>
      {p.contact.length > 0 ? (
        <EmailText>
          Questions? Contact {p.businessName}: {p.contact.join(' · ')}
        </EmailText>
      ) : null}
      <EmailButton href={p.link}>See your receipt</EmailButton>
    </EmailLayout>
  );
}

export type OrderNoticeProps = Common & {
  ownerFirstName: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  notes: string | null;
  link: string;
};

/** The owner's notice of a paid storefront order. */
export function OrderNoticeEmail(p: OrderNoticeProps) {
  return (
    <EmailLayout
      preview={`New order ${p.reference} from ${p.buyerName}: ${p.total}`}
      heading={`New order from ${p.buyerName}: ${p.total}`}
      footer="Crewdesk sent you this e-mail because a visitor paid for an order on your storefront."
    >
      <EmailText>Hi {p.ownerFirstName},</EmailText>
      <EmailText>
        {p.buyerName} paid {p.total} for order {p.reference} on your storefront. Reply to this e-mail to reach them.
      </EmailText>
      <Lines lines={p.lines} />
      <EmailText>E-mail: {p.buyerEmail}</EmailText>
      {p.buyerPhone ? <EmailText>Phone: {p.buyerPhone}</EmailText> : null}
      {p.notes ? <EmailText>Notes: {p.notes}</EmailText> : null}
      <EmailButton href={p.link}>See your orders</EmailButton>
    </EmailLayout>
  );
}

export type OrderFulfilledProps = Common & { buyerName: string; contact: string[] };

/** The buyer's notice that the business fulfilled the order: on its way, or ready. */
export function OrderFulfilledEmail(p: OrderFulfilledProps) {
  return (
    <EmailLayout
      preview={`Your order ${p.reference} from ${p.businessName} is on its way`}
      heading={`Order ${p.reference} is on its way`}
      footer={`${p.businessName} sent you this e-mail through Crewdesk.`}
    >
      <EmailText>Hi {p.buyerName},</EmailText>
      <EmailText>
        {p.businessName} has fulfilled your order {p.reference}: it is on its way to you, or ready for you.
      </EmailText>
      <Lines lines={p.lines} />
      <EmailText>Total paid: {p.total}</EmailText>
      {p.contact.length > 0 ? (
        <EmailText>
          Questions? Contact {p.businessName}: {p.contact.join(' · ')}
        </EmailText>
      ) : null}
    </EmailLayout>
  );
}

/** The buyer's notice that the business cancelled a paid order and gave the money back to the card. */
export function OrderRefundedEmail(p: OrderFulfilledProps) {
  return (
    <EmailLayout
      preview={`Your order ${p.reference} from ${p.businessName} was cancelled and refunded`}
      heading={`Order ${p.reference} is cancelled`}
      footer={`${p.businessName} sent you this e-mail through Crewdesk.`}
    >
      <EmailText>Hi {p.buyerName},</EmailText>
      <EmailText>
        {p.businessName} cancelled your order {p.reference} and refunded {p.total} to the card you paid with. Refunds
        usually show on a statement within 5 to 10 business days.
      </EmailText>
      <Lines lines={p.lines} />
      {p.contact.length > 0 ? (
        <EmailText>
          Questions? Contact {p.businessName}: {p.contact.join(' · ')}
        </EmailText>
      ) : null}
    </EmailLayout>
  );
}
