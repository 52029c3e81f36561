import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Customer } from '@shared/customers/customers.schemas';
import { apiJson } from '@client/lib/api';

/** What the quote form needs of a customer. */
export type CustomerOption = Pick<Customer, 'id' | 'name' | 'email'>;

/** The customers matching what is typed in the picker (the first ones when nothing is). */
export function useCustomerOptions(search: string, enabled: boolean) {
  const params = new URLSearchParams({ limit: '20' });
  if (search) params.set('search', search);
  return useQuery({
    queryKey: ['/api/customers', 'options', search],
    queryFn: () => apiJson<CustomerOption[]>('GET', `/api/customers?${params}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}
