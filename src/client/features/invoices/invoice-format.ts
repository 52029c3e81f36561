import { addDays, format, parseISO } from 'date-fns';
import { DEFAULT_DUE_DAYS, PAYMENT_METHODS, type InvoiceStatus } from '@shared/invoices/invoices.schemas';

/** `MMM dd, yyyy` for a date (`2024-03-05`, read as a local day) or a timestamp; a dash for none. */
export function formatDate(value: string | null | undefined): string {
  return value ? format(parseISO(value), 'MMM dd, yyyy') : '—';
}

/** A local day as a date input wants it. */
export const toDateInput = (date: Date) => format(date, 'yyyy-MM-dd');

export const defaultDueDate = () => toDateInput(addDays(new Date(), DEFAULT_DUE_DAYS));

export const statusLabels: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

export const paymentMethodLabels: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cash: 'Cash',
  check: 'Check',
  bank_transfer: 'Bank transfer',
  card: 'Card',
  other: 'Other',
};

export const paymentMethodLabel = (method: string | null) =>
  method ? (paymentMethodLabels[method as keyof typeof paymentMethodLabels] ?? method) : '—';

/** A decimal as typed, or 0 while it is not a number yet (the live totals follow what the server will parse). */
export function typedNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const text = String(value ?? '').trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : 0;
}
