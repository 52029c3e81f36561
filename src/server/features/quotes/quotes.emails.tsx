import type { Language } from '../../../shared/account/preference-values';
import { translator } from '../../lib/i18n/translator';
import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';
import { oneOf } from '../../lib/mailer/email-text';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

/** What the quote's e-mail says, in the business's language. */
export const quoteText = translator({ en, es, fr });

export type QuoteEmailProps = {
  customerName: string;
  companyName: string;
  quoteNumber: string;
  /** Already formatted: `$1,234.50`. */
  amount: string;
  /** Already formatted; null when the quote asks no deposit. */
  deposit: string | null;
  /** Already formatted: `Mar 05, 2024`, or null when the quote has no end date. */
  validUntil: string | null;
  description: string | null;
  /** How to reach the business: its e-mail and phone, those it has. */
  contacts: (string | null)[];
  link: string;
  /** The business's language (English when not given). */
  language?: Language;
};

export function QuoteEmail(p: QuoteEmailProps) {
  const language = p.language ?? 'en';
  const t = quoteText(language);
  const contact = oneOf(language, p.contacts);
  const values = { number: p.quoteNumber, company: p.companyName, amount: p.amount, validUntil: p.validUntil };
  return (
    <EmailLayout
      preview={t('quotes.email.preview', values)}
      heading={t('quotes.email.heading', values)}
      footer={t('quotes.email.footer', values)}
      language={language}
    >
      <EmailText>{t('quotes.email.greeting', { name: p.customerName })}</EmailText>
      <EmailText>{p.validUntil ? t('quotes.email.bodyValid', values) : t('quotes.email.body', values)}</EmailText>
      {p.deposit && <EmailText>{t('quotes.email.deposit', { deposit: p.deposit })}</EmailText>}
      {p.description && <EmailText>{p.description}</EmailText>}
      <EmailButton href={p.link}>{t('quotes.email.button')}</EmailButton>
      <EmailText>{t('quotes.email.link', { link: p.link })}</EmailText>
      <EmailText>
        {contact
          ? t('quotes.email.attachedContact', { company: p.companyName, contact })
          : t('quotes.email.attached', { company: p.companyName })}
      </EmailText>
    </EmailLayout>
  );
}

export const quoteEmail = (p: QuoteEmailProps) => <QuoteEmail {...p} />;

/** The subject of the quote's e-mail, in the business's language. */
export const quoteSubject = (language: Language, quoteNumber: string, companyName: string) =>
  quoteText(language)('quotes.email.subject', { number: quoteNumber, company: companyName });
