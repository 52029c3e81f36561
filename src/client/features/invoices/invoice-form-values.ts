import type { z } from 'zod';
import type { Language } from '@shared/account/preference-values';
import { DEFAULT_INVOICE_TEXTS, type Invoice, type invoiceInputSchema } from '@shared/invoices/invoices.schemas';
import type { CustomerOption } from '@client/lib/customer-lookup';
import { emptyItem } from '@client/lib/line-item-values';
import { defaultDueDate } from './invoice-format';

/** The form holds what is typed (decimals as text); the schema turns it into the API's input. */
export type InvoiceFormValues = z.input<typeof invoiceInputSchema>;
export type InvoiceFormOutput = z.output<typeof invoiceInputSchema>;

/**
 * A new invoice (for `customer` when one is chosen already) with the specified defaults, its terms and payment
 * instructions in the business's `language`; or a draft to edit.
 */
export function invoiceFormDefaults(
  invoice?: Invoice,
  customer?: CustomerOption | null,
  language: Language = 'en',
): InvoiceFormValues {
  if (invoice) {
    return {
      customerId: invoice.customerId,
      customerName: invoice.customerName,
      customerEmail: invoice.customerEmail,
      dueDate: invoice.dueDate ?? '',
      items: invoice.items.map((item) => ({
        serviceId: item.serviceId,
        description: item.description,
        quantity: String(item.quantity),
        rate: item.rate,
      })),
      tax: invoice.tax,
      discount: invoice.discount,
      notes: invoice.notes ?? '',
      terms: invoice.terms ?? '',
      paymentInstructions: invoice.paymentInstructions ?? '',
    };
  }
  return {
    customerId: customer?.id ?? '',
    customerName: customer?.name ?? '',
    customerEmail: customer?.email ?? '',
    dueDate: defaultDueDate(),
    items: [emptyItem()],
    tax: '0.00',
    discount: '0.00',
    notes: '',
    ...DEFAULT_INVOICE_TEXTS[language],
  };
}
