import { EmailButton, EmailLayout, EmailText } from '../../../lib/mailer/email-layout';

export type DomainReceiptProps = {
  firstName: string;
  domain: string;
  /** Formatted: `$29.00`. */
  setupFee: string;
  /** `LAUNCH20: -$5.80`, or null without a coupon. */
  coupon: string | null;
  total: string;
  monthlyFee: string;
  /** The business's day the monthly fee starts. */
  monthlyFrom: string;
  /** e.g. `Visa ending in 4242`; null when nothing was charged. */
  card: string | null;
  paidOn: string;
  link: string;
};

/** The owner's receipt for a domain's setup fee, paid to the platform. */
export function DomainReceiptEmail(p: DomainReceiptProps) {
  return (
    <EmailLayout
      preview={`Receipt for your domain ${p.domain}: ${p.total}`}
      heading={`${p.domain} is active`}
      footer="Crewdesk sent you this receipt for your domain's setup fee."
    >
      <EmailText>Hi {p.firstName},</EmailText>
      <EmailText>
        The setup fee of {p.domain} is paid, on {p.paidOn}
        {p.card ? ` with your ${p.card}` : ''}, and the domain is active now.
      </EmailText>
      <EmailText>Setup fee: {p.setupFee}</EmailText>
      {p.coupon ? <EmailText>Coupon {p.coupon}</EmailText> : null}
      <EmailText>Total paid: {p.total}</EmailText>
      <EmailText>
        The monthly fee of {p.monthlyFee} starts on {p.monthlyFrom}.
      </EmailText>
      <EmailButton href={p.link}>Open the Domain Manager</EmailButton>
    </EmailLayout>
  );
}
