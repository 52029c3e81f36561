import { cx } from '@client/lib/cx';
import type { ReactNode } from 'react';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import { formatMoney } from '@shared/money';
import { formatDate } from '@client/lib/dates';
import { useT } from '@client/i18n/use-t';
import { paymentMethodLabel } from '../invoice-format';
import { InvoicePayments } from './invoice-payments';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { InvoiceTimeline } from './invoice-timeline';
import { InvoiceTotals } from './invoice-totals';

function Item({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cx('min-w-0', className)}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-sm">{children}</dd>
    </div>
  );
}

function TextBlock({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <h3 className="text-xs font-medium uppercase tracking-wide text-muted">{label}</h3>
      <p className="mt-0.5 whitespace-pre-line break-words text-sm">{text}</p>
    </div>
  );
}

/** Everything the invoice says, and what has happened to it. */
export function InvoiceDetails({ invoice }: { invoice: Invoice }) {
  const t = useT();
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Item label={t('invoices.details.customer')} className="col-span-2">
          <span className="block font-medium">{invoice.customerName}</span>
          <span className="block text-muted">{invoice.customerEmail}</span>
        </Item>
        <Item label={t('invoices.details.status')}>
          <InvoiceStatusBadge status={invoice.status} />
        </Item>
        <Item label={t('invoices.details.issueDate')}>
          {formatDate(invoice.createdAt)}
          {invoice.createdBy && (
            <span className="block text-muted">
              {t('invoices.details.createdBy', { name: invoice.createdBy.name })}
            </span>
          )}
        </Item>
        <Item label={t('invoices.details.dueDate')}>{formatDate(invoice.dueDate)}</Item>
      </dl>

      <div className="overflow-hidden rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-muted dark:bg-slate-900">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('invoices.details.item')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('invoices.details.amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {invoice.items.map((item, i) => (
              <tr key={i}>
                <td className="px-3 py-2">
                  <span className="block break-words">{item.description}</span>
                  <span className="block text-xs text-muted">
                    {t('invoices.details.quantityRate', {
                      quantity: String(item.quantity),
                      rate: formatMoney(item.rate),
                    })}
                  </span>
                </td>
                <td className="px-3 py-2 text-right align-top font-medium">{formatMoney(item.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <InvoiceTotals totals={invoice} testIdPrefix="details" className="border-t px-3 py-3" />
      </div>

      <InvoicePayments invoice={invoice} />

      <TextBlock label={t('invoices.details.notes')} text={invoice.notes} />
      <TextBlock label={t('invoices.details.terms')} text={invoice.terms} />
      <TextBlock label={t('invoices.details.paymentInstructions')} text={invoice.paymentInstructions} />

      <dl className="grid grid-cols-2 gap-4 border-t pt-4 sm:grid-cols-4">
        <Item label={t('invoices.details.sent')}>{formatDate(invoice.sentDate)}</Item>
        <Item label={t('invoices.details.viewed')}>{formatDate(invoice.viewedDate)}</Item>
        <Item label={t('invoices.details.paid')}>
          {formatDate(invoice.paidDate)}
          {invoice.paidDate && <span className="block text-muted">{paymentMethodLabel(t, invoice.paymentMethod)}</span>}
        </Item>
        <Item label={t('invoices.details.remindersSent')}>
          {invoice.remindersSent}
          {invoice.lastReminderSent && (
            <span className="block text-muted">
              {t('invoices.details.lastReminder', { date: formatDate(invoice.lastReminderSent) })}
            </span>
          )}
        </Item>
      </dl>

      <InvoiceTimeline invoice={invoice} />
    </div>
  );
}
