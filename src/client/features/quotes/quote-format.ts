import { DEFAULT_VALID_DAYS, quoteStatusLabels, type QuoteStatus } from '@shared/quotes/quote-values';
import { addDays, toDateInput } from '@client/lib/dates';

export const defaultValidUntil = () => toDateInput(addDays(new Date(), DEFAULT_VALID_DAYS));

export const statusLabels = quoteStatusLabels;

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

/** A sent quote can no longer be accepted once its validity date (a local day) is behind us. */
export const isPastValidity = (validUntil: string | null, today = toDateInput(new Date())) =>
  validUntil !== null && validUntil < today;
