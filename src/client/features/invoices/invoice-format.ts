import { DEFAULT_DUE_DAYS, PAYMENT_METHODS, invoiceStatusLabels } from '@shared/invoices/invoice-values';
import { addDays, toDateInput } from '@client/lib/dates';

export const defaultDueDate = () => toDateInput(addDays(new Date(), DEFAULT_DUE_DAYS));

export const statusLabels = invoiceStatusLabels;

export const paymentMethodLabels: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cash: 'Cash',
  check: 'Check',
  bank_transfer: 'Bank transfer',
  card: 'Card',
  other: 'Other',
};

export const paymentMethodLabel = (method: string | null) =>
  method ? (paymentMethodLabels[method as keyof typeof paymentMethodLabels] ?? method) : '—';
