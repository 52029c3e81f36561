import { Download, Plus, Upload, Users } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CustomerListItem } from '@shared/customers/customers.schemas';
import { screenHeads } from '@shared/screen-heads';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { SearchInput } from '@client/components/ui/search-input';
import { Skeleton } from '@client/components/ui/spinner';
import { CUSTOMERS_PATH } from '@client/lib/customer-lookup';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { preloadable } from '@client/lib/preloadable';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useCustomerPage, useDeleteCustomer, useRegenerateAccessToken } from '../api/customers.api';
import { CUSTOMERS_PAGE_SIZE } from '../api/customers.queries';
import { CustomerDialog, preloadCustomerForm } from './customer-dialog';
import type { RowAction } from './customer-row-actions';
import { CustomerSummaryCards } from './customer-summary-cards';
import { CustomerTable } from './customer-table';
import { useT } from '@client/i18n/use-t';

type Pending = { action: RowAction; customer: CustomerListItem } | null;

const ImportDialog = preloadable(() => import('./import-dialog').then((m) => m.ImportDialog));
const preloadImport = () => ImportDialog.preload();

function EmptyState(props: { search: string; onAdd: () => void; onImport: () => void; onClear: () => void }) {
  const t = useT();
  if (props.search) {
    return (
      <div className="px-6 py-12 text-center">
        <p className="font-medium">{t('customers.empty.noMatch', { search: props.search })}</p>
        <p className="mt-1 text-sm text-muted">{t('customers.empty.noMatchHint')}</p>
        <Button className="mt-4" variant="outline" onClick={props.onClear}>
          {t('customers.empty.clearSearch')}
        </Button>
      </div>
    );
  }
  return (
    <div className="px-6 py-12 text-center">
      <Users className="mx-auto size-10 text-muted" aria-hidden />
      <p className="mt-3 font-medium">{t('customers.empty.title')}</p>
      <p className="mt-1 text-sm text-muted">{t('customers.empty.text')}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Button onClick={props.onAdd} onPointerEnter={preloadCustomerForm} onFocus={preloadCustomerForm}>
          <Plus /> {t('customers.page.add')}
        </Button>
        <Button variant="outline" onClick={props.onImport}>
          <Upload /> {t('customers.empty.importCsv')}
        </Button>
      </div>
    </div>
  );
}

export function CustomersPage() {
  const t = useT();
  useDocumentTitle(t('customers.page.title'));
  const [params, setParams] = useSearchParams();
  // The dashboard's "Add New Customer" links to /customers?new=1.
  const [editing, setEditing] = useState<CustomerListItem | 'new' | null>(() =>
    params.get('new') === '1' ? 'new' : null,
  );
  // Null until first asked for: the import's code (reading the CSV, its checks) loads then, not with the list.
  const [importing, setImporting] = useState<boolean | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  // A new search starts on the first page.
  const [paging, setPaging] = useState({ search: '', page: 0 });
  const page = paging.search === search ? paging.page : 0;
  const setPage = (next: number) => setPaging({ search, page: next });

  const list = useCustomerPage(page, search);
  const remove = useDeleteCustomer();
  const regenerate = useRegenerateAccessToken();
  const companyMissing = list.error?.message.startsWith('404:');

  const closeEditor = (open: boolean) => {
    if (open) return;
    setEditing(null);
    if (!params.has('new')) return;
    const next = new URLSearchParams(params);
    next.delete('new');
    setParams(next, { replace: true });
  };
  const onAction = (action: RowAction, customer: CustomerListItem) =>
    action === 'edit' ? setEditing(customer) : setPending({ action, customer });
  const confirmPending = () => {
    if (!pending) return;
    const { action, customer } = pending;
    const done = { onSettled: () => setPending(null) };
    if (action === 'new-link') return regenerate.mutate(customer.id, done);
    remove.mutate(customer.id, {
      ...done,
      // The last customer of a later page is gone: show the page before it.
      onSuccess: () => list.data?.items.length === 1 && page > 0 && setPage(page - 1),
    });
  };

  if (companyMissing) {
    return (
      <div className="space-y-6">
        <PageHeader title={t('customers.page.title')} />
        <Card>
          <CardContent flush className="space-y-3 p-6">
            <p>{t('customers.page.companyFirst')}</p>
            <Button asChild>
              <Link to="/company">{t('customers.page.createCompany')}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        {...screenHeads['/customers']}
        action={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => setImporting(true)}
              onPointerEnter={preloadImport}
              onFocus={preloadImport}
            >
              <Upload /> {t('customers.page.import')}
            </Button>
            <Button variant="outline" asChild>
              <a href={`${CUSTOMERS_PATH}/export.csv`} download="customers.csv">
                <Download /> {t('customers.page.export')}
              </a>
            </Button>
            <Button
              onClick={() => setEditing('new')}
              onPointerEnter={preloadCustomerForm}
              onFocus={preloadCustomerForm}
            >
              <Plus /> {t('customers.page.add')}
            </Button>
          </div>
        }
      />
      <CustomerSummaryCards />

      <Card>
        <div className="border-b p-4">
          <SearchInput
            className="max-w-md"
            aria-label={t('customers.page.searchLabel')}
            placeholder={t('customers.page.searchPlaceholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <CardContent flush aria-busy={list.isFetching}>
          {list.isLoading && (
            <div className="space-y-3 p-4">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-12" />
              ))}
            </div>
          )}
          {list.isError && (
            <div className="p-4">
              <LoadError
                what={t('customers.page.loadWhat')}
                retrying={list.isFetching}
                onRetry={() => void list.refetch()}
              />
            </div>
          )}
          {list.data?.items.length === 0 && (
            <EmptyState
              search={search}
              onAdd={() => setEditing('new')}
              onImport={() => setImporting(true)}
              onClear={() => setText('')}
            />
          )}
          {list.data && list.data.items.length > 0 && <CustomerTable customers={list.data.items} onAction={onAction} />}
        </CardContent>
      </Card>
      {list.data && list.data.total > 0 && (
        <Pager
          page={page}
          pageSize={CUSTOMERS_PAGE_SIZE}
          total={list.data.total}
          exact={list.data.exact}
          noun={t('customers.page.pagerNoun')}
          onChange={setPage}
        />
      )}

      <CustomerDialog
        open={editing !== null}
        onOpenChange={closeEditor}
        customer={editing === 'new' || editing === null ? undefined : editing}
      />
      {importing !== null && (
        <Suspense fallback={null}>
          <ImportDialog open={importing} onOpenChange={setImporting} />
        </Suspense>
      )}
      <ConfirmDialog
        open={pending?.action === 'delete'}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('customers.delete.title')}
        description={t('customers.delete.description')}
        confirmLabel={t('customers.delete.confirm')}
        pendingLabel={t('customers.delete.pending')}
        pending={remove.isPending}
        destructive
        onConfirm={confirmPending}
      />
      <ConfirmDialog
        open={pending?.action === 'new-link'}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('customers.newLink.title')}
        description={
          pending
            ? t('customers.newLink.description', { name: pending.customer.name })
            : t('customers.newLink.descriptionNoName')
        }
        confirmLabel={t('customers.newLink.confirm')}
        pendingLabel={t('customers.newLink.pending')}
        pending={regenerate.isPending}
        onConfirm={confirmPending}
      />
    </div>
  );
}
