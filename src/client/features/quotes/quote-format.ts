import { addDays, format, parseISO } from 'date-fns';
import { DEFAULT_VALID_DAYS, type QuoteStatus } from '@shared/quotes/quotes.schemas';

/** `MMM dd, yyyy` for a date (`2024-03-05`, read as a local day) or a timestamp; a dash for none. */
export function formatDate(value: string | null | undefined): string {
  return value ? format(parseISO(value), 'MMM dd, yyyy') : '—';
}

export const defaultValidUntil = () => format(addDays(new Date(), DEFAULT_VALID_DAYS), 'yyyy-MM-dd');

export const statusLabels: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/** What the status means, as the preview page explains it to whoever reads the quote. */
export const statusExplanations: Record<QuoteStatus, string> = {
  draft: 'This quote has not been sent yet.',
  sent: 'This quote is pending customer response.',
  accepted: 'This quote has been accepted by the customer.',
  declined: 'This quote has been declined by the customer.',
  expired: 'This quote has expired and can no longer be accepted.',
};

/** The customer's link to the quote: the id alone shows nothing without the token. */
export const previewPath = (quote: { id: number; previewToken: string }) =>
  `/quote-preview/${quote.id}?token=${encodeURIComponent(quote.previewToken)}`;

/** A decimal as typed, or 0 while it is not a number yet (the live totals follow what the server will parse). */
export const typedNumber = (value: unknown) =>
  typeof value === 'number'
    ? Number.isFinite(value)
      ? value
      : 0
    : /^-?\d+(\.\d+)?$/.test(String(value ?? '').trim())
      ? Number(value)
      : 0;
