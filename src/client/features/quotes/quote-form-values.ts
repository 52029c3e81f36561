import type { z } from 'zod';
import type { DepositType } from '@shared/quotes/quote-deposit';
import type { Quote, quoteInputSchema } from '@shared/quotes/quotes.schemas';
import { emptyItem } from '@client/lib/line-item-values';
import { defaultValidUntil } from './quote-format';

/** The form holds what is typed (decimals as text); the schema turns it into the API's input. */
export type QuoteFormValues = z.input<typeof quoteInputSchema>;
export type QuoteFormOutput = z.output<typeof quoteInputSchema>;

/** A new quote with the suggested validity (for `customerId` when one is chosen already), or a draft to edit. */
export function quoteFormDefaults(quote?: Quote, customerId?: number): QuoteFormValues {
  if (quote) {
    return {
      customerId: quote.customerId,
      amount: quote.amount,
      description: quote.description ?? '',
      validUntil: quote.validUntil ?? '',
      notes: quote.notes ?? '',
      depositType: quote.depositType ?? '',
      depositValue: quote.depositValue ?? '',
      items: quote.items.map((item) => ({
        serviceId: item.serviceId,
        description: item.description,
        quantity: String(item.quantity),
        rate: item.rate,
      })),
    };
  }
  return {
    customerId: customerId ?? '',
    amount: '0.00',
    description: '',
    validUntil: defaultValidUntil(),
    notes: '',
    depositType: '',
    depositValue: '',
    items: [emptyItem()],
  };
}

/** The deposit's type as typed ('' for none), as the schema reads it. */
export const depositTypeOf = (value: QuoteFormValues['depositType']): DepositType | null => value || null;

/** The deposit's value as typed, trimmed ('' for none). */
export const depositValueOf = (value: QuoteFormValues['depositValue']): string | null =>
  value === null || value === undefined ? null : String(value).trim() || null;
