import { useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/account/preference-values';
import { companyQuery } from './company-lookup';

// Apart from company-lookup.ts, which the entry reads: only the forms that write for customers need this.

/** The language the business's customers read (what a new invoice's defaults are written in); English until known. */
export function useCustomerLanguage(): Language {
  return useQuery(companyQuery).data?.language ?? 'en';
}
