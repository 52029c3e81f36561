import type { Quote } from '@shared/quotes/quotes.schemas';
import { formatDate } from '@client/lib/dates';
import { statusLabels } from './quote-format';

const header = ['Quote Number', 'Customer', 'Amount', 'Status', 'Created Date'];

/** One CSV field: quoted when it holds a comma, quote or line break; a leading formula sign is defused. */
function field(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function quotesCsv(quotes: Quote[]): string {
  const rows = quotes.map((q) => [
    q.quoteNumber,
    q.customerName,
    q.amount,
    statusLabels[q.status],
    formatDate(q.createdAt),
  ]);
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Hands `text` to the browser as a file download. */
export function downloadFile(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
