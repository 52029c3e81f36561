import type { Language } from '../../../shared/account/preference-values';
import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';
import { paymentText } from './payment-email-text';

export type DepositReceiptProps = {
  companyName: string;
  customerName: string;
  quoteNumber: string;
  /** Formatted: `$120.00`. */
  amount: string;
  /** e.g. `Visa ending in 4242`, or null when no card was used. */
  card: string | null;
  paidOn: string;
  link: string;
  /** The business's language, the receipt's (English when not given). */
  language?: Language;
};

/** The customer's receipt for a quote's deposit. */
export function DepositReceiptEmail(p: DepositReceiptProps) {
  const t = paymentText(p.language ?? 'en');
  const values = { amount: p.amount, company: p.companyName, number: p.quoteNumber, paidOn: p.paidOn, card: p.card };
  return (
    <EmailLayout
      preview={t('payments.deposit.preview', values)}
      heading={t('payments.deposit.heading', values)}
      footer={t('payments.receipt.footer', values)}
      language={p.language}
    >
      <EmailText>{t('payments.greeting', { name: p.customerName })}</EmailText>
      <EmailText>{p.card ? t('payments.deposit.thanksCard', values) : t('payments.deposit.thanks', values)}</EmailText>
      <EmailText>{t('payments.deposit.counted')}</EmailText>
      <EmailButton href={p.link}>{t('payments.openPortal')}</EmailButton>
    </EmailLayout>
  );
}

/** The subject of the customer's deposit receipt, in the business's language. */
export const depositReceiptSubject = (p: Pick<DepositReceiptProps, 'amount' | 'quoteNumber' | 'language'>) =>
  paymentText(p.language ?? 'en')('payments.deposit.subject', { amount: p.amount, number: p.quoteNumber });

/** The owner's notice that a customer paid a quote's deposit online. */
export function DepositNoticeEmail(p: Omit<DepositReceiptProps, 'companyName' | 'language'> & { firstName: string }) {
  return (
    <EmailLayout
      preview={`${p.customerName} paid the deposit of ${p.amount} on quote ${p.quoteNumber}`}
      heading={`${p.customerName} paid a deposit of ${p.amount}`}
    >
      <EmailText>Hi {p.firstName},</EmailText>
      <EmailText>
        {`${p.customerName} paid the deposit of ${p.amount} on quote ${p.quoteNumber} on ${p.paidOn}${p.card ? ` with a ${p.card}` : ''}.`}
      </EmailText>
      <EmailText>Converting the quote into an invoice counts the deposit as paid on it.</EmailText>
      <EmailButton href={p.link}>Open your quotes</EmailButton>
    </EmailLayout>
  );
}
