import { DEFAULT_VALID_DAYS, type QuoteStatus } from '@shared/quotes/quote-values';
import type { useT } from '@client/i18n/use-t';
import { addDays, toDateInput } from '@client/lib/dates';

export type Translate = ReturnType<typeof useT>;

export const defaultValidUntil = () => toDateInput(addDays(new Date(), DEFAULT_VALID_DAYS));

/** The statuses as the screens show them, in the language shown. */
export const statusLabels = (t: Translate): Record<QuoteStatus, string> => ({
  draft: t('quotes.status.draft'),
  sent: t('quotes.status.sent'),
  accepted: t('quotes.status.accepted'),
  declined: t('quotes.status.declined'),
  expired: t('quotes.status.expired'),
});

/** The customer's link to the quote: the id alone shows nothing without the token. */
export const previewPath = (quote: { id: number; previewToken: string }) =>
  `/quote-preview/${quote.id}?token=${encodeURIComponent(quote.previewToken)}`;

/** A sent quote can no longer be accepted once its validity date (a local day) is behind us. */
export const isPastValidity = (validUntil: string | null, today = toDateInput(new Date())) =>
  validUntil !== null && validUntil < today;
