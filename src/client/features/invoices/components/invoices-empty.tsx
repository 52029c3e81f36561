import { FileText, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { InvoiceStatus } from '@shared/invoices/invoices.schemas';
import { Button } from '@client/components/ui/button';
import { statusLabels } from '../invoice-format';

/** No invoice on the page: none at all (with the way to make one), or none matching the search or filter. */
export function InvoicesEmpty(props: {
  search: string;
  status: InvoiceStatus | '';
  action: ReactNode;
  onClear: () => void;
}) {
  if (!props.search && !props.status) {
    return (
      <div className="flex flex-col items-center px-4 py-12 text-center">
        <FileText className="size-10 text-muted" aria-hidden />
        <p className="mt-3 text-lg font-semibold">No invoices</p>
        <p className="mt-1 max-w-sm text-sm text-muted">
          Create your first invoice to bill a customer for your work and get paid.
        </p>
        <div className="mt-4">{props.action}</div>
      </div>
    );
  }
  const status = props.status ? statusLabels[props.status].toLowerCase() : '';
  const what = props.search
    ? `No ${status ? `${status} ` : ''}invoices match "${props.search}"`
    : `No ${status} invoices`;
  return (
    <div className="flex flex-col items-center px-4 py-12 text-center">
      <SearchX className="size-10 text-muted" aria-hidden />
      <p className="mt-3 text-lg font-semibold">{what}</p>
      <p className="mt-1 text-sm text-muted">
        {props.search ? 'Try another invoice number or a word from the notes.' : 'Choose another status to see more.'}
      </p>
      <Button className="mt-4" variant="outline" onClick={props.onClear}>
        Clear filters
      </Button>
    </div>
  );
}
