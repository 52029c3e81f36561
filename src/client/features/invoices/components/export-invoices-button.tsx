import { Download } from 'lucide-react';
import type { InvoiceStatus } from '@shared/invoices/invoices.schemas';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/i18n/use-t';
import { invoicesExportHref } from '../api/invoices.api';

/** Downloads the invoices the list shows (its status and search) as CSV, written by the server as it reads them. */
export function ExportInvoicesButton(filters: { status: InvoiceStatus | ''; search: string }) {
  const t = useT();
  return (
    <Button variant="outline" asChild>
      <a href={invoicesExportHref(filters)} download="invoices.csv">
        <Download /> {t('invoices.export')}
      </a>
    </Button>
  );
}
