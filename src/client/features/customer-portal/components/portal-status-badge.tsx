import type { InvoiceStatus } from '@shared/invoices/invoices.schemas';
import type { QuoteStatus } from '@shared/quotes/quotes.schemas';
import { cx } from '@client/lib/cx';
import { isPastValidity } from '../portal-format';

const tone = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  grey: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

function Badge({ label, color }: { label: string; color: keyof typeof tone }) {
  return (
    <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', tone[color])}>{label}</span>
  );
}

// The customer sees whether they owe it: sent and viewed are both simply pending.
const invoiceBadges: Record<InvoiceStatus, [string, keyof typeof tone]> = {
  draft: ['Draft', 'grey'],
  sent: ['Pending', 'amber'],
  viewed: ['Pending', 'amber'],
  paid: ['Paid', 'green'],
  overdue: ['Overdue', 'red'],
  cancelled: ['Cancelled', 'grey'],
};

export function InvoiceBadge({ status }: { status: InvoiceStatus }) {
  const [label, color] = invoiceBadges[status];
  return <Badge label={label} color={color} />;
}

const quoteBadges: Record<QuoteStatus, [string, keyof typeof tone]> = {
  draft: ['Draft', 'grey'],
  sent: ['Sent', 'blue'],
  accepted: ['Accepted', 'green'],
  declined: ['Declined', 'red'],
  expired: ['Expired', 'grey'],
};

export function QuoteBadge({ status, validUntil }: { status: QuoteStatus; validUntil: string | null }) {
  const [label, color] = status === 'sent' && isPastValidity(validUntil) ? quoteBadges.expired : quoteBadges[status];
  return <Badge label={label} color={color} />;
}
