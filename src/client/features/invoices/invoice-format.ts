import { DEFAULT_DUE_DAYS, type InvoiceStatus, type PAYMENT_METHODS } from '@shared/invoices/invoice-values';
import type { useT } from '@client/i18n/use-t';
import { addDays, toDateInput } from '@client/lib/dates';

export type Translate = ReturnType<typeof useT>;
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const defaultDueDate = () => toDateInput(addDays(new Date(), DEFAULT_DUE_DAYS));

/** The statuses as the screens show them, in the language shown. */
export const statusLabels = (t: Translate): Record<InvoiceStatus, string> => ({
  draft: t('invoices.status.draft'),
  sent: t('invoices.status.sent'),
  viewed: t('invoices.status.viewed'),
  paid: t('invoices.status.paid'),
  overdue: t('invoices.status.overdue'),
  cancelled: t('invoices.status.cancelled'),
});

export const paymentMethodLabels = (t: Translate): Record<PaymentMethod, string> => ({
  cash: t('invoices.method.cash'),
  check: t('invoices.method.check'),
  bank_transfer: t('invoices.method.bankTransfer'),
  card: t('invoices.method.card'),
  other: t('invoices.method.other'),
});

/** A payment's method in words; one the app does not know as it is stored, and none as a dash. */
export const paymentMethodLabel = (t: Translate, method: string | null) =>
  method ? (paymentMethodLabels(t)[method as PaymentMethod] ?? method) : '—';
