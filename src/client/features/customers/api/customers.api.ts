import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  Customer,
  CustomerImportPreview,
  CustomerImportResult,
  CustomerInput,
  CustomerListItem,
  CustomerSummary,
} from '@shared/customers/customers.schemas';
import { apiJson, fetchPage } from '@client/lib/api';
import { failureToast } from './failure-toast';
import { copyPortalLink } from './portal-link';

export const CUSTOMERS_PAGE_SIZE = 20;

export const customerSummaryQuery = queryOptions<CustomerSummary>({ queryKey: ['/api/customers/summary'] });

export function useCustomerSummary() {
  return useQuery(customerSummaryQuery);
}

/** One page of the list; the previous page stays on screen while the next loads. */
export function useCustomerPage(page: number, search: string) {
  const url = search ? `/api/customers?search=${encodeURIComponent(search)}` : '/api/customers';
  return useQuery({
    queryKey: ['/api/customers', { page, search }],
    queryFn: () => fetchPage<CustomerListItem>(url, page, CUSTOMERS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** Every cached answer about customers: the list pages, the summary, and other screens' customer lists. */
function useInvalidateCustomers() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/customers'),
    });
}

export function useSaveCustomer(id?: number) {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (input: CustomerInput) =>
      apiJson<Customer>(id ? 'PUT' : 'POST', id ? `/api/customers/${id}` : '/api/customers', input),
    onSuccess: () => {
      void invalidate();
      toast.success('Success', { description: id ? 'Customer updated successfully' : 'Customer created successfully' });
    },
    onError: (error) => failureToast(error, id ? 'Failed to update customer' : 'Failed to create customer'),
  });
}

export function useDeleteCustomer() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/customers/${id}`),
    onSuccess: () => {
      void invalidate();
      toast.success('Success', { description: 'Customer deleted successfully' });
    },
    onError: (error) => failureToast(error, 'Failed to delete customer'),
  });
}

export function useRegenerateAccessToken() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (id: number) => apiJson<Customer>('POST', `/api/customers/${id}/access-token`),
    onSuccess: (customer) => {
      void invalidate();
      toast.success('Success', {
        description: 'New portal link created. The old link no longer works.',
        action: { label: 'Copy link', onClick: () => void copyPortalLink(customer.accessToken) },
      });
    },
    onError: (error) => failureToast(error, 'Failed to create a new portal link'),
  });
}

export function useImportPreview() {
  return useMutation({
    mutationFn: (csv: string) => apiJson<CustomerImportPreview>('POST', '/api/customers/import/preview', { csv }),
  });
}

export function useImportCustomers() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (csv: string) => apiJson<CustomerImportResult>('POST', '/api/customers/import', { csv }),
    onSuccess: ({ imported }) => {
      void invalidate();
      toast.success('Success', {
        description: `${imported} ${imported === 1 ? 'customer' : 'customers'} imported successfully`,
      });
    },
    onError: (error) => failureToast(error, 'Failed to import customers'),
  });
}
