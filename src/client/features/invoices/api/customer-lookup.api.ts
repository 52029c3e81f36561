import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Customer } from '@shared/customers/customers.schemas';
import { apiJson } from '@client/lib/api';

/** What the invoice form needs of a customer. */
export type CustomerOption = Pick<Customer, 'id' | 'name' | 'email'>;

export const CUSTOMER_OPTIONS_LIMIT = 20;

/** The customers matching what is typed in the invoice form's picker (the first ones when nothing is). */
export function useCustomerOptions(search: string, enabled: boolean) {
  const params = new URLSearchParams({ limit: String(CUSTOMER_OPTIONS_LIMIT) });
  if (search) params.set('search', search);
  return useQuery({
    queryKey: ['/api/customers', 'options', search],
    queryFn: () => apiJson<CustomerOption[]>('GET', `/api/customers?${params}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** One customer, for an invoice started from the customer list (`?new=1&customerId=N`). */
export function useCustomer(id: number | null) {
  return useQuery<CustomerOption>({ queryKey: ['/api/customers', id], enabled: id !== null });
}
