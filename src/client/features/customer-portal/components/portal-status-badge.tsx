import type { InvoiceStatus } from '@shared/invoices/invoices.schemas';
import type { QuoteStatus } from '@shared/quotes/quotes.schemas';
import { cx } from '@client/lib/cx';
import { useT } from '@client/i18n/use-t';
import { isPastValidity } from '../portal-format';

const tone = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  grey: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

type T = ReturnType<typeof useT>;
type BadgeOf = [label: (t: T) => string, color: keyof typeof tone];

function Badge({ badge: [label, color] }: { badge: BadgeOf }) {
  const t = useT();
  return (
    <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', tone[color])}>{label(t)}</span>
  );
}

const draft: BadgeOf = [(t) => t('customer-portal.status.draft'), 'grey'];
const pending: BadgeOf = [(t) => t('customer-portal.status.pending'), 'amber'];

// The customer sees whether they owe it: sent and viewed are both simply pending.
const invoiceBadges: Record<InvoiceStatus, BadgeOf> = {
  draft,
  sent: pending,
  viewed: pending,
  paid: [(t) => t('customer-portal.status.paid'), 'green'],
  overdue: [(t) => t('customer-portal.status.overdue'), 'red'],
  cancelled: [(t) => t('customer-portal.status.cancelled'), 'grey'],
};

export function InvoiceBadge({ status }: { status: InvoiceStatus }) {
  return <Badge badge={invoiceBadges[status]} />;
}

const quoteBadges: Record<QuoteStatus, BadgeOf> = {
  draft,
  sent: [(t) => t('customer-portal.status.sent'), 'blue'],
  accepted: [(t) => t('customer-portal.status.accepted'), 'green'],
  declined: [(t) => t('customer-portal.status.declined'), 'red'],
  expired: [(t) => t('customer-portal.status.expired'), 'grey'],
};

export function QuoteBadge({ status, validUntil }: { status: QuoteStatus; validUntil: string | null }) {
  return <Badge badge={status === 'sent' && isPastValidity(validUntil) ? quoteBadges.expired : quoteBadges[status]} />;
}
