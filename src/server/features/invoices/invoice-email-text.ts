import { LANGUAGES } from '../../../shared/account/preference-values';
import { translator } from '../../lib/i18n/translator';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

/** What the invoice's e-mails say, in the business's language. */
export const invoiceText = translator({ en, es, fr });

/** Stands for the argument where a subject's beginning ends: no number or name holds it. */
const CUT = '\u0000';
const before = (text: string) => text.slice(0, text.indexOf(CUT));

/**
 * How the subject of the e-mail that sends an invoice begins, in each language (`Invoice INV-0007 from `): the
 * timeline tells it from its payments' e-mails by it.
 */
export const invoiceSubjectPrefixes = (invoiceNumber: string) =>
  LANGUAGES.map((l) => before(invoiceText(l)('invoices.email.subject', { number: invoiceNumber, company: CUT })));

/** How a reminder's subject begins, in each language (`Reminder: invoice `): the timeline tells reminders by it. */
export const reminderSubjectPrefixes = () =>
  LANGUAGES.map((l) => before(invoiceText(l)('invoices.reminder.subject', { number: CUT, company: CUT })));

export const isReminderSubject = (subject: string) =>
  reminderSubjectPrefixes().some((prefix) => subject.startsWith(prefix));
