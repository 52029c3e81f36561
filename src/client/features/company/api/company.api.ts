import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import type { Company, CompanyInput, Service, ServiceInput } from '@shared/company/company.schemas';
import { apiJson, errorMessage, fieldErrors, throwIfNotOk } from '@client/lib/api';
import { companyQuery, servicesQuery } from './company.queries';
import { t } from '@client/i18n/i18n';

export function useCompany(enabled = true) {
  return useQuery({ ...companyQuery, enabled });
}

export function useServices() {
  return useQuery(servicesQuery);
}

export function useSaveCompany(mode: 'create' | 'update') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyInput) => apiJson<Company>(mode === 'create' ? 'POST' : 'PUT', '/api/company', input),
    onSuccess: (company) => {
      queryClient.setQueryData(companyQuery.queryKey, company);
      void queryClient.invalidateQueries({ queryKey: servicesQuery.queryKey });
      toast.success(mode === 'create' ? t('company.toast.created') : t('company.toast.updated'), {
        description:
          mode === 'create' ? t('company.toast.createdText', { name: company.name }) : t('company.toast.updatedText'),
      });
    },
    onError: (error) => {
      // Field messages show beside their fields; a toast is for what the form cannot show.
      if (Object.keys(fieldErrors(error)).length > 0) return;
      toast.error(mode === 'create' ? t('company.toast.createFailed') : t('company.toast.updateFailed'), {
        description: errorMessage(error),
      });
    },
  });
}

export function useLogoUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) => {
      if (!file) return apiJson<Company>('DELETE', '/api/company/logo');
      const res = await fetch('/api/company/logo', {
        method: 'PUT',
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        body: file,
        credentials: 'include',
      });
      await throwIfNotOk(res);
      return (await res.json()) as Company;
    },
    onSuccess: (company) => {
      queryClient.setQueryData(companyQuery.queryKey, company);
      toast.success(t('company.toast.logoUpdated'), {
        description: company.logo ? t('company.toast.logoSaved') : t('company.toast.logoRemoved'),
      });
    },
    onError: (error) => toast.error(t('company.toast.logoFailed'), { description: errorMessage(error) }),
  });
}

export function useSaveService(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceInput) =>
      apiJson<Service>(id ? 'PUT' : 'POST', id ? `/api/services/${id}` : '/api/services', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesQuery.queryKey });
      toast.success(t('company.toast.success'), {
        description: id ? t('company.toast.serviceUpdated') : t('company.toast.serviceCreated'),
      });
    },
    onError: (error) =>
      toast.error(t('company.toast.error'), {
        description: errorMessage(
          error,
          id ? t('company.toast.serviceUpdateFailed') : t('company.toast.serviceCreateFailed'),
        ),
      }),
  });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/services/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesQuery.queryKey });
      toast.success(t('company.toast.success'), { description: t('company.toast.serviceDeleted') });
    },
    onError: (error) =>
      toast.error(t('company.toast.error'), {
        description: errorMessage(error, t('company.toast.serviceDeleteFailed')),
      }),
  });
}
