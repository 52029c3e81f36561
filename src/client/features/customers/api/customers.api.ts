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
import { CUSTOMERS_PATH } from '@client/lib/customer-lookup';
import { failureToast } from '@client/lib/failure-toast';
import { copyPortalLink } from './portal-link';

export const CUSTOMERS_PAGE_SIZE = 20;

export const customerSummaryQuery = queryOptions<CustomerSummary>({ queryKey: [`${CUSTOMERS_PATH}/summary`] });

export function useCustomerSummary() {
  return useQuery(customerSummaryQuery);
}

/** One page of the list; the previous page stays on screen while the next loads. */
export function useCustomerPage(page: number, search: string) {
  const url = search ? `${CUSTOMERS_PATH}?search=${encodeURIComponent(search)}` : CUSTOMERS_PATH;
  return useQuery({
    queryKey: [CUSTOMERS_PATH, { page, search }],
    queryFn: () => fetchPage<CustomerListItem>(url, page, CUSTOMERS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** Every cached answer about customers: the list pages, the summary, and other screens' customer lists. */
function useInvalidateCustomers() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(CUSTOMERS_PATH),
    });
}

export function useSaveCustomer(id?: number) {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (input: CustomerInput) =>
      apiJson<Customer>(id ? 'PUT' : 'POST', id ? `${CUSTOMERS_PATH}/${id}` : CUSTOMERS_PATH, input),
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
    mutationFn: (id: number) => apiJson<void>('DELETE', `${CUSTOMERS_PATH}/${id}`),
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
    mutationFn: (id: number) => apiJson<Customer>('POST', `${CUSTOMERS_PATH}/${id}/access-token`),
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
    mutationFn: (csv: string) => apiJson<CustomerImportPreview>('POST', `${CUSTOMERS_PATH}/import/preview`, { csv }),
  });
}

export function useImportCustomers() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (csv: string) => apiJson<CustomerImportResult>('POST', `${CUSTOMERS_PATH}/import`, { csv }),
    onSuccess: ({ imported }) => {
      void invalidate();
      toast.success('Success', {
        description: `${imported} ${imported === 1 ? 'customer' : 'customers'} imported successfully`,
      });
    },
    onError: (error) => failureToast(error, 'Failed to import customers'),
  });
}
