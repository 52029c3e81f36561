import type { Language } from '../../../shared/account/preference-values';
import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';
import { paymentText } from './payment-email-text';

export type ReceiptProps = {
  companyName: string;
  customerName: string;
  invoiceNumber: string;
  /** Formatted: `$1,234.50`. */
  amount: string;
  /** e.g. `Visa ending in 4242`, or null when no card was used. */
  card: string | null;
  /** Formatted; `$0.00` once paid in full. */
  balanceLeft: string;
  paidOn: string;
  link: string;
  /** The business's language, the receipt's (English when not given). */
  language?: Language;
};

/** The customer's receipt; the invoice (marked PAID once paid in full) is attached. */
export function PaymentReceiptEmail(p: ReceiptProps) {
  const settled = p.balanceLeft === '$0.00';
  const t = paymentText(p.language ?? 'en');
  const values = {
    amount: p.amount,
    company: p.companyName,
    number: p.invoiceNumber,
    paidOn: p.paidOn,
    card: p.card,
    balance: p.balanceLeft,
  };
  return (
    <EmailLayout
      preview={t('payments.receipt.preview', values)}
      heading={t('payments.receipt.heading', values)}
      footer={t('payments.receipt.footer', values)}
      language={p.language}
    >
      <EmailText>{t('payments.greeting', { name: p.customerName })}</EmailText>
      <EmailText>{p.card ? t('payments.receipt.thanksCard', values) : t('payments.receipt.thanks', values)}</EmailText>
      <EmailText>{settled ? t('payments.receipt.settled') : t('payments.receipt.balanceLeft', values)}</EmailText>
      <EmailText>{t('payments.receipt.attached')}</EmailText>
      <EmailButton href={p.link}>{t('payments.openPortal')}</EmailButton>
    </EmailLayout>
  );
}

/** The subject of the customer's receipt, in the business's language. */
export const paymentReceiptSubject = (p: Pick<ReceiptProps, 'amount' | 'companyName' | 'language'>) =>
  paymentText(p.language ?? 'en')('payments.receipt.subject', { amount: p.amount, company: p.companyName });

export type PaymentNoticeProps = Omit<ReceiptProps, 'companyName' | 'language'> & { firstName: string };

/** The owner's notice that a customer paid online. */
export function PaymentNoticeEmail(p: PaymentNoticeProps) {
  return (
    <EmailLayout
      preview={`${p.customerName} paid ${p.amount} on invoice ${p.invoiceNumber}`}
      heading={`${p.customerName} paid ${p.amount}`}
    >
      <EmailText>Hi {p.firstName},</EmailText>
      <EmailText>
        {p.customerName} paid {p.amount} on invoice {p.invoiceNumber} on {p.paidOn}
        {p.card ? ` with a ${p.card}` : ''}. Balance left: {p.balanceLeft}.
      </EmailText>
      <EmailButton href={p.link}>Open your invoices</EmailButton>
    </EmailLayout>
  );
}
