import { FileText, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@client/lib/toast';
import { QUOTE_STATUSES, type QuoteStatus } from '@shared/quotes/quote-values';
import { formatMoney, toCents } from '@shared/money';
import type { Quote, QuoteConversion } from '@shared/quotes/quotes.schemas';
import { screenHeads } from '@shared/screen-heads';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { StackedTableSkeleton } from '@client/components/ui/stacked-table';
import { StatusSelect } from '@client/components/ui/status-select';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { useConvertQuote, useDeleteQuote, useQuotes, useUpdateQuoteStatus } from '../api/quotes.api';
import { QUOTES_PAGE_SIZE } from '../api/quotes.queries';
import { statusLabels, type Translate } from '../quote-format';
import { ExportQuotesButton } from './export-quotes-button';
import { preloadQuoteForm, QuoteFormDialog, type QuoteFormTarget } from './quote-form-dialog';
import { QuoteSummaryCards } from './quote-summary-cards';
import { QuoteTable, type QuoteRowActions } from './quote-table';

function deleteQuestion(t: Translate, quote: Quote) {
  const values = { number: quote.quoteNumber, name: quote.customerName };
  return quote.convertedInvoiceId !== null
    ? t('quotes.delete.questionInvoiced', values)
    : t('quotes.delete.question', values);
}

/** The toast of a conversion, with what became of the deposit: counted as paid on the invoice, or asked and not paid. */
function convertedText(t: Translate, conversion: QuoteConversion, quote: Quote) {
  const values = { invoice: conversion.invoiceNumber, quote: quote.quoteNumber };
  if (toCents(conversion.depositCarried) > 0) {
    return t('quotes.convert.doneDeposit', { ...values, amount: formatMoney(conversion.depositCarried) });
  }
  return conversion.depositUnpaid ? t('quotes.convert.doneUnpaid', values) : t('quotes.convert.done', values);
}

/** `?new=1` (with `&customer=N`) asks for the new-quote form, for that customer: how other screens link here. */
function requestedForm(params: URLSearchParams): QuoteFormTarget | null {
  if (params.get('new') !== '1') return null;
  const customerId = Number(params.get('customer'));
  return Number.isInteger(customerId) && customerId > 0 ? { customerId } : {};
}

export function QuotesPage() {
  const t = useT();
  useDocumentTitle(t('quotes.page.title'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = requestedForm(params);
  const [formTarget, setFormTarget] = useState<QuoteFormTarget | null>(requested);
  if (requested && formTarget === null) setFormTarget(requested);
  useEffect(() => {
    if (!params.has('new')) return;
    // Once opened, the request leaves the address, so a reload or Back does not open the form again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        next.delete('customer');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  const [deleting, setDeleting] = useState<Quote | null>(null);
  const [status, setStatus] = useState<QuoteStatus | ''>('');
  // A new filter starts again at the first page.
  const [paging, setPaging] = useState({ status, page: 0 });
  const page = paging.status === status ? paging.page : 0;

  const list = useQuotes({ page, status });
  const update = useUpdateQuoteStatus();
  const remove = useDeleteQuote();
  const convert = useConvertQuote((conversion, quote) =>
    toast.success(t('quotes.toast.success'), {
      description: convertedText(t, conversion, quote),
      action: { label: t('quotes.convert.viewInvoices'), onClick: () => void navigate('/invoices') },
    }),
  );
  const busyId =
    (update.isPending && update.variables?.quote.id) || (convert.isPending && convert.variables?.id) || null;

  const actions: QuoteRowActions = {
    onSend: (quote) => update.mutate({ kind: 'send', quote }),
    onResend: (quote) => update.mutate({ kind: 'send', quote }),
    onAccept: (quote) => update.mutate({ kind: 'status', quote, status: 'accepted' }),
    onDecline: (quote) => update.mutate({ kind: 'status', quote, status: 'declined' }),
    onConvert: (quote) => convert.mutate(quote),
    onEdit: (quote) => setFormTarget({ quote }),
    onDelete: setDeleting,
  };
  const newQuoteButton = (
    <Button onClick={() => setFormTarget({})} onPointerEnter={preloadQuoteForm} onFocus={preloadQuoteForm}>
      <Plus /> {t('quotes.page.new')}
    </Button>
  );
  const total = list.data?.total ?? 0;

  return (
    <div className="space-y-6">
      <PageHeader
        {...screenHeads['/quotes']}
        action={
          <div className="flex flex-wrap gap-2">
            <ExportQuotesButton status={status} />
            {newQuoteButton}
          </div>
        }
      />
      <QuoteSummaryCards />
      <Card className="overflow-hidden">
        <div className="flex items-center justify-between gap-3 border-b p-4">
          <h2 className="shrink-0 font-semibold">{t('quotes.page.all')}</h2>
          <StatusSelect
            statuses={QUOTE_STATUSES}
            labels={statusLabels(t)}
            value={status}
            onChange={setStatus}
            className="max-w-44"
          />
        </div>
        {list.isLoading && <StackedTableSkeleton />}
        {list.isError && !list.data && (
          <div className="p-4">
            <LoadError
              what={t('quotes.page.loadWhat')}
              retrying={list.isFetching}
              onRetry={() => void list.refetch()}
            />
          </div>
        )}
        {list.data?.items.length === 0 && (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <FileText className="size-10 text-muted" aria-hidden />
            <p className="font-medium">{status ? t('quotes.empty.noStatus', { status }) : t('quotes.empty.title')}</p>
            {status ? (
              <Button variant="outline" onClick={() => setStatus('')}>
                {t('quotes.empty.showAll')}
              </Button>
            ) : (
              <>
                <p className="text-sm text-muted">{t('quotes.empty.text')}</p>
                {newQuoteButton}
              </>
            )}
          </div>
        )}
        {list.data && list.data.items.length > 0 && (
          <QuoteTable quotes={list.data.items} busyId={busyId} actions={actions} />
        )}
      </Card>
      {total > QUOTES_PAGE_SIZE && (
        <Pager
          page={page}
          pageSize={QUOTES_PAGE_SIZE}
          total={total}
          noun={t('quotes.page.pagerNoun')}
          onChange={(next) => setPaging({ status, page: next })}
        />
      )}
      <QuoteFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('quotes.delete.title')}
        description={deleting && deleteQuestion(t, deleting)}
        confirmLabel={t('quotes.delete.confirm')}
        pendingLabel={t('quotes.delete.deleting')}
        pending={remove.isPending}
        destructive
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
