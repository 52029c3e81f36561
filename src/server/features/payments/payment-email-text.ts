import type { Language } from '../../../shared/account/preference-values';
import { BRAND_NAMES, describeCard } from '../../../shared/payments/card.schemas';
import { translator } from '../../lib/i18n/translator';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

/** What the customers' receipts and refund notices say, in the business's language. */
export const paymentText = translator({ en, es, fr });

/** `Visa ending in 4242` in `language` (`describeCard` in English); null without a card. */
export function cardIn(language: Language, brand: string | null, last4: string | null): string | null {
  if (language === 'en' || !last4) return describeCard(brand, last4);
  const t = paymentText(language);
  return brand
    ? t('payments.card', { brand: BRAND_NAMES[brand] ?? brand, last4 })
    : t('payments.cardNoBrand', { last4 });
}
