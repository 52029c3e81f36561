import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import type {
  Customer,
  CustomerImportPreview,
  CustomerImportResult,
  CustomerInput,
} from '@shared/customers/customers.schemas';
import { apiJson } from '@client/lib/api';
import { CUSTOMERS_PATH } from '@client/lib/customer-lookup';
import { failureToast } from '@client/lib/failure-toast';
import { customerPageQuery, customerSummaryQuery } from './customers.queries';
import { copyPortalLink } from './portal-link';
import { t } from '@client/i18n/i18n';

export function useCustomerSummary() {
  return useQuery(customerSummaryQuery);
}

export function useCustomerPage(page: number, search: string) {
  return useQuery(customerPageQuery(page, search));
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
      toast.success(t('customers.toast.success'), {
        description: id ? t('customers.toast.updated') : t('customers.toast.created'),
      });
    },
    onError: (error) => failureToast(error, id ? t('customers.toast.updateFailed') : t('customers.toast.createFailed')),
  });
}

export function useDeleteCustomer() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `${CUSTOMERS_PATH}/${id}`),
    onSuccess: () => {
      void invalidate();
      toast.success(t('customers.toast.success'), { description: t('customers.toast.deleted') });
    },
    onError: (error) => failureToast(error, t('customers.toast.deleteFailed')),
  });
}

export function useRegenerateAccessToken() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (id: number) => apiJson<Customer>('POST', `${CUSTOMERS_PATH}/${id}/access-token`),
    onSuccess: (customer) => {
      void invalidate();
      toast.success(t('customers.toast.success'), {
        description: t('customers.toast.newLink'),
        action: { label: t('customers.toast.copyLink'), onClick: () => void copyPortalLink(customer.accessToken) },
      });
    },
    onError: (error) => failureToast(error, t('customers.toast.newLinkFailed')),
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
      toast.success(t('customers.toast.success'), {
        description: t('customers.toast.imported', { count: imported }),
      });
    },
    onError: (error) => failureToast(error, t('customers.toast.importFailed')),
  });
}
