import { queryOptions } from '@tanstack/react-query';
import type { Company } from '@shared/company/company.schemas';
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
