import { translator, type Translate } from '../i18n/translator';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

/** What a document's PDF says around the business's own texts, in the business's language. */
export const pdfText = translator({ en, es, fr });

export type DocumentKind = 'invoice' | 'quote';

const known = new Set(Object.keys(en));
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `Sent`, `Enviada`, `Envoyé` (a quote) or `Envoyée` (an invoice); a status with no message is shown capitalized. */
export function statusLabel(t: Translate, kind: DocumentKind, status: string): string {
  const key = `pdf.${kind}Status.${status}`;
  return known.has(key) ? t(key) : capitalize(status);
}

/** `Invoice INV-0007`, `Factura INV-0007`, `Devis Q-0003`. */
export const documentTitle = (t: Translate, kind: DocumentKind, number: string) =>
  kind === 'invoice' ? t('pdf.title.invoice', { number }) : t('pdf.title.quote', { number });

/** What the document's one date means: when an invoice is due, until when a quote stands. */
export const dateLabel = (t: Translate, kind: DocumentKind) =>
  kind === 'invoice' ? t('pdf.date.invoice') : t('pdf.date.quote');
