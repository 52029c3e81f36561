import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '@shared/customers/customers.schemas';
import { apiJson } from './api';

/** The customers API; its queries' keys start with it, so invalidating it reaches every customer query. */
export const CUSTOMERS_PATH = '/api/customers';

/** What a form needs of the customer it is for. */
export type CustomerOption = Pick<Customer, 'id' | 'name' | 'email'>;

/** The first customers matching `search` (the first ones when it is blank), for a picker. */
export function customerOptionsQuery(search: string) {
  const params = new URLSearchParams({ limit: '20' });
  if (search) params.set('search', search);
  return queryOptions({
    queryKey: [CUSTOMERS_PATH, 'options', search],
    queryFn: () => apiJson<CustomerOption[]>('GET', `${CUSTOMERS_PATH}?${params}`),
    placeholderData: keepPreviousData,
  });
}

export type CustomerOptionsQuery = typeof customerOptionsQuery;

/** One customer, for a document started from the customer list (`?customerId=N`). */
export function useCustomer(id: number | null) {
  return useQuery<CustomerOption>({ queryKey: [CUSTOMERS_PATH, id], enabled: id !== null });
}
