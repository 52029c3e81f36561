import { useQuery } from '@tanstack/react-query';
import { BellRing, Banknote, CircleCheck, Eye, FilePlus2, Send, Undo2, type LucideIcon } from 'lucide-react';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import {
  TIMELINE_DETAIL_SEPARATOR,
  type InvoiceTimelineEvent,
  type InvoiceTimelineKind,
} from '@shared/invoices/invoice-timeline.schemas';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/spinner';
import { cx } from '@client/lib/cx';
import { formatDate, formatDateTime } from '@client/lib/dates';
import { translateMessage, useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';
import { invoiceTimelineQuery } from '../api/invoice-timeline.queries';

// The badges' tones (components/ui/badge.tsx): the same colour means the same thing as the status it leads to.
const marks: Record<InvoiceTimelineKind, { icon: LucideIcon; tone: string }> = {
  created: { icon: FilePlus2, tone: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200' },
  sent: { icon: Send, tone: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200' },
  viewed: { icon: Eye, tone: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200' },
  reminded: { icon: BellRing, tone: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  payment: { icon: Banknote, tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200' },
  paid: { icon: CircleCheck, tone: 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-emerald-950' },
  // Money going back out: the tone of what is due again.
  refund: { icon: Undo2, tone: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
};

/** A day the owner gave (noon UTC) reads as that day everywhere; a moment reads in the business's time zone. */
const when = (event: InvoiceTimelineEvent, timeZone: string) =>
  event.dateOnly ? formatDate(event.at.slice(0, 10)) : formatDateTime(event.at, timeZone);

/** A detail in the language shown: each of its parts (the owner's own text stays as written). */
const detailIn = (detail: string) =>
  detail.split(TIMELINE_DETAIL_SEPARATOR).map(translateMessage).join(TIMELINE_DETAIL_SEPARATOR);

function TimelineSkeleton() {
  return (
    <div className="space-y-4" data-testid="invoice-timeline-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton pill className="size-8 shrink-0" />
          <div className="flex-1 space-y-1.5 pt-1">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** What happened to the invoice, oldest first, as the server dates it from what it has stored. */
export function InvoiceTimeline({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const tm = useTranslateMessage();
  const { data, isPending, isError, isFetching, refetch } = useQuery(invoiceTimelineQuery(invoice));
  return (
    <section aria-labelledby="invoice-timeline" className="space-y-3">
      <h3 id="invoice-timeline" className="text-xs font-medium uppercase tracking-wide text-muted">
        {t('invoices.timeline.title')}
      </h3>
      {isPending && <TimelineSkeleton />}
      {isError && !data && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
          <span>{t('invoices.timeline.loadError')}</span>
          <Button size="sm" variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            {isFetching ? t('invoices.timeline.loading') : t('invoices.timeline.tryAgain')}
          </Button>
        </div>
      )}
      {data && (
        <ol className="text-sm">
          {data.events.map((event, i) => {
            const { icon: Icon, tone } = marks[event.kind];
            return (
              <li key={`${event.kind}-${event.at}-${i}`} className="relative flex gap-3 pb-4 last:pb-0">
                {i < data.events.length - 1 && <span aria-hidden className="absolute bottom-0 left-4 top-8 border-l" />}
                <span className={cx('flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
                  <Icon className="size-4" aria-hidden />
                </span>
                <div className="min-w-0 flex-1 pt-1">
                  <p className="break-words font-medium">{tm(event.title)}</p>
                  {event.detail && <p className="break-words text-muted">{detailIn(event.detail)}</p>}
                  <p className="text-xs text-muted">
                    <time dateTime={event.at}>{when(event, data.timeZone)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
