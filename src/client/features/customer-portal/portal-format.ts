import { format, parseISO } from 'date-fns';

/** `MMM dd, yyyy` for a date (`2024-03-05`, read as a local day) or a timestamp. */
export const formatDate = (value: string) => format(parseISO(value), 'MMM dd, yyyy');

/** A sent quote can no longer be accepted once its validity date (a local day) is behind us. */
export const isPastValidity = (validUntil: string | null, today = format(new Date(), 'yyyy-MM-dd')) =>
  validUntil !== null && validUntil < today;
