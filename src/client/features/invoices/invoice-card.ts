import { BRAND_NAMES } from '@shared/payments/card.schemas';
import type { Translate } from './invoice-format';

// Apart from invoice-format: the card's schemas (and zod) load with the details, not with the list.

/** `Visa ending in 4242`, in the language shown (the brand's name is its own); null without a card. */
export function cardLabel(t: Translate, brand: string | null, last4: string | null): string | null {
  if (!last4) return null;
  const name = brand ? (BRAND_NAMES[brand] ?? brand) : t('invoices.method.card');
  return t('invoices.payments.card', { brand: name, last4 });
}
