import { FileText, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { InvoiceStatus } from '@shared/invoices/invoices.schemas';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/i18n/use-t';

/** No invoice on the page: none at all (with the way to make one), or none matching the search or filter. */
export function InvoicesEmpty(props: {
  search: string;
  status: InvoiceStatus | '';
  action: ReactNode;
  onClear: () => void;
}) {
  const t = useT();
  if (!props.search && !props.status) {
    return (
      <div className="flex flex-col items-center px-4 py-12 text-center">
        <FileText className="size-10 text-muted" aria-hidden />
        <p className="mt-3 text-lg font-semibold">{t('invoices.empty.title')}</p>
        <p className="mt-1 max-w-sm text-sm text-muted">{t('invoices.empty.text')}</p>
        <div className="mt-4">{props.action}</div>
      </div>
    );
  }
  // Each status its own sentence: the status's word and its place differ by language.
  const what = props.search
    ? props.status
      ? t('invoices.empty.noStatusMatch', { status: props.status, search: props.search })
      : t('invoices.empty.noMatch', { search: props.search })
    : t('invoices.empty.noStatus', { status: props.status });
  return (
    <div className="flex flex-col items-center px-4 py-12 text-center">
      <SearchX className="size-10 text-muted" aria-hidden />
      <p className="mt-3 text-lg font-semibold">{what}</p>
      <p className="mt-1 text-sm text-muted">
        {props.search ? t('invoices.empty.searchHint') : t('invoices.empty.statusHint')}
      </p>
      <Button className="mt-4" variant="outline" onClick={props.onClear}>
        {t('invoices.empty.clear')}
      </Button>
    </div>
  );
}
