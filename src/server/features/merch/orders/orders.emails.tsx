import { EmailButton, EmailLayout, EmailText } from '../../../lib/mailer/email-layout';

export type MerchReceiptProps = {
  firstName: string;
  orderNumber: string;
  /** `3 x Yard Signs (your design): $38.97`, one a product. */
  lines: { slug: string; text: string }[];
  /** Formatted: `$1,234.50`. */
  originalTotal: string;
  /** `SPRING10: -$13.90`, or null without a coupon. */
  coupon: string | null;
  total: string;
  /** e.g. `Visa ending in 4242`; null when nothing was charged. */
  card: string | null;
  paidOn: string;
  /** The shipping address on one line. */
  shipTo: string | null;
  link: string;
};

/** The owner's receipt for a merchandise order paid to the platform. */
export function MerchReceiptEmail(p: MerchReceiptProps) {
  return (
    <EmailLayout
      preview={`Receipt for merchandise order ${p.orderNumber}: ${p.total}`}
      heading={`Order ${p.orderNumber} is paid: ${p.total}`}
      footer="Crewdesk sent you this receipt for your merchandise order."
    >
      <EmailText>Hi {p.firstName},</EmailText>
      <EmailText>
        Thank you for your merchandise order {p.orderNumber}, paid on {p.paidOn}
        {p.card ? ` with your ${p.card}` : ''}. It goes into production now.
      </EmailText>
      {p.lines.map((line) => (
        <EmailText key={line.slug}>{line.text}</EmailText>
      ))}
      {p.coupon ? <EmailText>Before the coupon: {p.originalTotal}</EmailText> : null}
      {p.coupon ? <EmailText>Coupon {p.coupon}</EmailText> : null}
      <EmailText>Total paid: {p.total}</EmailText>
      {p.shipTo ? <EmailText>Shipping to: {p.shipTo}</EmailText> : null}
      <EmailButton href={p.link}>View your order</EmailButton>
    </EmailLayout>
  );
}
