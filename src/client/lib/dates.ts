import { format, parseISO } from 'date-fns';

/** `MMM dd, yyyy` for a date (`2024-03-05`, read as a local day) or a timestamp; a dash for none. */
export function formatDate(value: string | null | undefined): string {
  return value ? format(parseISO(value), 'MMM dd, yyyy') : '—';
}

/** A local day as a date input wants it. */
export const toDateInput = (date: Date) => format(date, 'yyyy-MM-dd');
