import { DEFAULT_DUE_DAYS, invoiceStatusLabels, paymentMethodLabels } from '@shared/invoices/invoice-values';
import { addDays, toDateInput } from '@client/lib/dates';

export const defaultDueDate = () => toDateInput(addDays(new Date(), DEFAULT_DUE_DAYS));

export const statusLabels = invoiceStatusLabels;

export { paymentMethodLabels };

export const paymentMethodLabel = (method: string | null) =>
  method ? (paymentMethodLabels[method as keyof typeof paymentMethodLabels] ?? method) : '—';
