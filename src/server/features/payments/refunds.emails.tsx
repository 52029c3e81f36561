import type { Language } from '../../../shared/account/preference-values';
import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';
import { paymentText } from './payment-email-text';

export type RefundNoticeProps = {
  companyName: string;
  customerName: string;
  invoiceNumber: string;
  /** Formatted: `$12.50`. */
  amount: string;
  /** e.g. `Visa ending in 4242`; null when the business gave the money back itself (cash, check...). */
  card: string | null;
  refundedOn: string;
  link: string;
  /** The business's language, the notice's (English when not given). */
  language?: Language;
};

/** The customer's notice that money they paid was given back. */
export function RefundNoticeEmail(p: RefundNoticeProps) {
  const t = paymentText(p.language ?? 'en');
  const values = {
    amount: p.amount,
    company: p.companyName,
    number: p.invoiceNumber,
    refundedOn: p.refundedOn,
    card: p.card,
  };
  return (
    <EmailLayout
      preview={t('payments.refund.preview', values)}
      heading={t('payments.refund.heading', values)}
      footer={t('payments.refund.footer', values)}
      language={p.language}
    >
      <EmailText>{t('payments.greeting', { name: p.customerName })}</EmailText>
      <EmailText>{p.card ? t('payments.refund.textCard', values) : t('payments.refund.text', values)}</EmailText>
      {p.card && <EmailText>{t('payments.refund.delay')}</EmailText>}
      <EmailButton href={p.link}>{t('payments.openPortal')}</EmailButton>
    </EmailLayout>
  );
}

/** The subject of the customer's refund notice, in the business's language. */
export const refundNoticeSubject = (p: Pick<RefundNoticeProps, 'amount' | 'companyName' | 'language'>) =>
  paymentText(p.language ?? 'en')('payments.refund.subject', { amount: p.amount, company: p.companyName });
