import { format } from 'date-fns';
import { useState } from 'react';
import type { OutboxMessage } from '@shared/admin/admin.schemas';
import { Card, CardContent } from '@client/components/ui/card';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { Pager } from '@client/components/ui/pager';
import { Skeleton } from '@client/components/ui/spinner';
import { PageHeader } from '@client/components/layout/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { ADMIN_PAGE_SIZE, useOutbox } from '../api/admin.api';

const statusStyle: Record<OutboxMessage['status'], string> = {
  queued: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

/** Plain text with its web addresses made clickable. */
function Linkified({ text }: { text: string }) {
  return text.split(/(https?:\/\/[^\s]+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} className="text-brand-700 underline dark:text-brand-500">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export function OutboxPage() {
  const t = useT();
  useDocumentTitle(t('admin.outbox.title'));
  const statusText = {
    queued: t('admin.outbox.queued'),
    sent: t('admin.outbox.sent'),
    failed: t('admin.outbox.failed'),
  };
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const { data, isLoading } = useOutbox(page);

  return (
    <div className="space-y-6">
      <PageHeader title={t('admin.outbox.title')} description={t('admin.outbox.description')} />
      <Card>
        <CardContent flush>
          {isLoading && <Skeleton className="m-5 h-40" />}
          {data?.items.length === 0 && <p className="p-8 text-center text-muted">{t('admin.outbox.empty')}</p>}
          <ul className="divide-y">
            {data?.items.map((m) => (
              <li key={m.id}>
                <button
                  className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-900"
                  onClick={() => setOpen(m)}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{m.subject}</span>
                    <span className="block truncate text-sm text-muted">{m.to}</span>
                  </span>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[m.status]}`}>
                    {statusText[m.status]}
                  </span>
                  <time className="text-sm text-muted" dateTime={m.createdAt}>
                    {format(new Date(m.createdAt), 'MMM dd, yyyy HH:mm')}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Pager
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={data?.total ?? 0}
        noun={t('admin.outbox.pagerNoun')}
        onChange={setPage}
      />
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent size="2xl">
          {open && (
            <>
              <DialogHeader
                title={open.subject}
                description={
                  open.lastError
                    ? t('admin.outbox.toError', { to: open.to, status: statusText[open.status], error: open.lastError })
                    : t('admin.outbox.to', { to: open.to, status: statusText[open.status] })
                }
              />
              <pre
                className="whitespace-pre-wrap break-words rounded-md bg-slate-100 p-4 text-sm dark:bg-slate-900"
                data-testid="outbox-text"
              >
                <Linkified text={open.text} />
              </pre>
            </>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
