import { queryOptions } from '@tanstack/react-query';
import type { Company } from '@shared/company/company.schemas';
import { throwIfNotOk } from '@client/lib/api';

// The company's reads, without its mutations (and their toasts): the page's HTML brings the company for a signed-in
// owner (lib/page-data.ts), and the app starts the services for the dashboard from the entry script.

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

// One key for the services wherever they are read (the quote and invoice lines too).
export { servicesQuery } from '@client/lib/service-lookup';
