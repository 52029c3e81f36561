import { Download } from 'lucide-react';
import { useState } from 'react';
import { format } from 'date-fns';
import { Button } from '@client/components/ui/button';
import { failureToast } from '@client/lib/failure-toast';
import { fetchAllQuotes } from '../api/quotes.api';
import { downloadFile, quotesCsv } from '../quotes-csv';

/** Writes every quote (all pages) to a CSV file in the browser. */
export function ExportQuotesButton() {
  const [exporting, setExporting] = useState(false);
  const exportAll = async () => {
    setExporting(true);
    try {
      downloadFile(`quotes-${format(new Date(), 'yyyy-MM-dd')}.csv`, quotesCsv(await fetchAllQuotes()));
    } catch (error) {
      failureToast(error, 'Failed to export quotes');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="outline" disabled={exporting} onClick={() => void exportAll()}>
      <Download /> {exporting ? 'Exporting...' : 'Export'}
    </Button>
  );
}
