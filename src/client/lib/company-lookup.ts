import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@shared/company/company.schemas';
import type { Language } from '@shared/account/preference-values';
import { throwIfNotOk } from './api';

/** The signed-in owner's company (`null`: none yet), one key wherever it is read. */
export const companyQuery = queryOptions({
  queryKey: ['/api/company'],
  /** No company yet answers 404: that is "none", not a failure. */
  queryFn: async (): Promise<Company | null> => {
    const res = await fetch('/api/company', { credentials: 'include' });
    if (res.status === 404) return null;
    await throwIfNotOk(res);
    return (await res.json()) as Company;
  },
});

/** The language the business's customers read (what a new invoice's defaults are written in); English until known. */
export function useCustomerLanguage(): Language {
  return useQuery(companyQuery).data?.language ?? 'en';
}
