import { Download } from 'lucide-react';
import type { QuoteStatus } from '@shared/quotes/quotes.schemas';
import { Button } from '@client/components/ui/button';
import { quotesExportHref } from '../api/quotes.api';

/** Downloads the quotes the list shows (its status filter) as CSV, written by the server as it reads them. */
export function ExportQuotesButton({ status }: { status: QuoteStatus | '' }) {
  return (
    <Button variant="outline" asChild>
      <a href={quotesExportHref(status)} download="quotes.csv">
        <Download /> Export
      </a>
    </Button>
  );
}
