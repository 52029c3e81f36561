import { Download } from 'lucide-react';
import type { QuoteStatus } from '@shared/quotes/quotes.schemas';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/i18n/use-t';
import { quotesExportHref } from '../api/quotes.api';

/** Downloads the quotes the list shows (its status filter) as CSV, written by the server as it reads them. */
export function ExportQuotesButton({ status }: { status: QuoteStatus | '' }) {
  const t = useT();
  return (
    <Button variant="outline" asChild>
      <a href={quotesExportHref(status)} download="quotes.csv">
        <Download /> {t('quotes.export')}
      </a>
    </Button>
  );
}
