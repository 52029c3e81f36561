import type { z } from 'zod';
import type { Quote, quoteInputSchema } from '@shared/quotes/quotes.schemas';
import { emptyItem } from '@client/lib/line-item-values';
import { defaultValidUntil } from './quote-format';

/** The form holds what is typed (decimals as text); the schema turns it into the API's input. */
export type QuoteFormValues = z.input<typeof quoteInputSchema>;
export type QuoteFormOutput = z.output<typeof quoteInputSchema>;

/** A new quote with the suggested validity, or a draft to edit. */
export function quoteFormDefaults(quote?: Quote): QuoteFormValues {
  if (quote) {
    return {
      customerId: quote.customerId,
      amount: quote.amount,
      description: quote.description ?? '',
      validUntil: quote.validUntil ?? '',
      notes: quote.notes ?? '',
      items: quote.items.map((item) => ({
        serviceId: item.serviceId,
        description: item.description,
        quantity: String(item.quantity),
        rate: item.rate,
      })),
    };
  }
  return {
    customerId: '',
    amount: '0.00',
    description: '',
    validUntil: defaultValidUntil(),
    notes: '',
    items: [emptyItem()],
  };
}
