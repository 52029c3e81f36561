import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { INVOICE_STATUSES, type InvoiceStatus } from '@shared/invoices/invoice-values';
import { screenHeads } from '@shared/screen-heads';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { SearchInput } from '@client/components/ui/search-input';
import { StackedTableSkeleton } from '@client/components/ui/stacked-table';
import { StatusSelect } from '@client/components/ui/status-select';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { useInvoices, useSendInvoice } from '../api/invoices.api';
import { INVOICES_PAGE_SIZE } from '../api/invoices.queries';
import { statusLabels } from '../invoice-format';
import { ExportInvoicesButton } from './export-invoices-button';
import { InvoiceAgingCard } from './invoice-aging-card';
import { InvoiceDetailsDialog } from './invoice-details-dialog';
import { InvoiceFormDialog, preloadInvoiceForm, type InvoiceFormTarget } from './invoice-form-dialog';
import { InvoicesEmpty } from './invoices-empty';
import { InvoiceSummaryCards } from './invoice-summary-cards';
import { InvoiceTable } from './invoice-table';
import { PaymentRemindersToggle } from './payment-reminders-toggle';

/** `?new=1` (with `&customerId=N`) asks for the create form, for that customer: how other screens link here. */
function requestedForm(params: URLSearchParams): InvoiceFormTarget | null {
  if (params.get('new') !== '1') return null;
  const customerId = Number(params.get('customerId'));
  return Number.isInteger(customerId) && customerId > 0 ? { customerId } : {};
}

/** `?invoice=N` asks for that invoice's details (how the schedule opens a visit's invoice). */
function requestedInvoice(params: URLSearchParams): number | null {
  const id = Number(params.get('invoice'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function InvoicesPage() {
  const t = useT();
  useDocumentTitle(t('invoices.page.title'));
  const [params, setParams] = useSearchParams();
  const requested = requestedForm(params);
  const [formTarget, setFormTarget] = useState<InvoiceFormTarget | null>(requested);
  if (requested && formTarget === null) setFormTarget(requested);
  const requestedDetails = requestedInvoice(params);
  const [detailsId, setDetailsId] = useState<number | null>(requestedDetails);
  if (requestedDetails && detailsId !== requestedDetails) setDetailsId(requestedDetails);
  useEffect(() => {
    if (!params.has('new') && !params.has('invoice')) return;
    // Once opened, the request leaves the address, so a reload or Back does not open the form again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        next.delete('customerId');
        next.delete('invoice');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const search = useDebouncedValue(searchText.trim());
  // A new search or filter starts again at the first page.
  const filtersKey = `${search}\n${status}`;
  const [paging, setPaging] = useState({ filtersKey, page: 0 });
  const page = paging.filtersKey === filtersKey ? paging.page : 0;

  const list = useInvoices({ page, search, status });
  const send = useSendInvoice();
  const total = list.data?.total ?? 0;

  const openForm = (target: InvoiceFormTarget) => {
    setDetailsId(null);
    setFormTarget(target);
  };
  const createButton = (
    <Button onClick={() => openForm({})} onPointerEnter={preloadInvoiceForm} onFocus={preloadInvoiceForm}>
      <Plus /> {t('invoices.page.create')}
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        {...screenHeads['/invoices']}
        action={
          <div className="flex flex-wrap gap-2">
            <ExportInvoicesButton status={status} search={search} />
            {createButton}
          </div>
        }
      />
      <InvoiceSummaryCards />
      <InvoiceAgingCard />
      <PaymentRemindersToggle />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row">
          <SearchInput
            className="flex-1"
            aria-label={t('invoices.page.searchLabel')}
            placeholder={t('invoices.page.searchPlaceholder')}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <StatusSelect
            statuses={INVOICE_STATUSES}
            labels={statusLabels(t)}
            value={status}
            onChange={setStatus}
            className="sm:w-44"
          />
        </div>
        {list.isLoading && <StackedTableSkeleton />}
        {list.isError && !list.data && (
          <div className="p-4">
            <LoadError
              what={t('invoices.page.loadWhat')}
              retrying={list.isFetching}
              onRetry={() => void list.refetch()}
            />
          </div>
        )}
        {list.data?.items.length === 0 && (
          <InvoicesEmpty
            search={search}
            status={status}
            action={
              <div className="flex flex-wrap gap-2">
                <ExportInvoicesButton status={status} search={search} />
                {createButton}
              </div>
            }
            onClear={() => {
              setSearchText('');
              setStatus('');
            }}
          />
        )}
        {list.data && list.data.items.length > 0 && (
          <InvoiceTable
            invoices={list.data.items}
            sendingId={send.isPending ? (send.variables ?? null) : null}
            onView={(invoice) => setDetailsId(invoice.id)}
            onSend={(invoice) => send.mutate(invoice.id)}
          />
        )}
      </Card>
      {total > INVOICES_PAGE_SIZE && (
        <Pager
          page={page}
          pageSize={INVOICES_PAGE_SIZE}
          total={total}
          exact={list.data?.exact}
          noun={t('invoices.page.pagerNoun')}
          onChange={(next) => setPaging({ filtersKey, page: next })}
        />
      )}
      <InvoiceDetailsDialog
        invoiceId={detailsId}
        onClose={() => setDetailsId(null)}
        onEdit={(invoice) => openForm({ invoice })}
      />
      <InvoiceFormDialog
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={(invoice) => {
          setFormTarget(null);
          setDetailsId(invoice.id);
        }}
      />
    </div>
  );
}
