import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import type { Company, CompanyInput, Service, ServiceInput } from '@shared/company/company.schemas';
import { apiJson, errorMessage, fieldErrors, throwIfNotOk } from '@client/lib/api';
import { companyQuery, servicesQuery } from './company.queries';

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
      toast.success(mode === 'create' ? 'Company created' : 'Company updated', {
        description:
          mode === 'create'
            ? `${company.name} is ready. Your services are set up from your sign-up.`
            : 'Your company profile has been saved.',
      });
    },
    onError: (error) => {
      // Field messages show beside their fields; a toast is for what the form cannot show.
      if (Object.keys(fieldErrors(error)).length > 0) return;
      toast.error(mode === 'create' ? 'Failed to create company' : 'Failed to update company', {
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
      toast.success('Logo updated', {
        description: company.logo ? 'Your new logo is saved.' : 'Your logo was removed.',
      });
    },
    onError: (error) => toast.error('Logo not saved', { description: errorMessage(error) }),
  });
}

export function useSaveService(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceInput) =>
      apiJson<Service>(id ? 'PUT' : 'POST', id ? `/api/services/${id}` : '/api/services', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesQuery.queryKey });
      toast.success('Success', { description: id ? 'Service updated successfully' : 'Service created successfully' });
    },
    onError: (error) =>
      toast.error('Error', {
        description: errorMessage(error, id ? 'Failed to update service' : 'Failed to create service'),
      }),
  });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/services/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesQuery.queryKey });
      toast.success('Success', { description: 'Service deleted successfully' });
    },
    onError: (error) => toast.error('Error', { description: errorMessage(error, 'Failed to delete service') }),
  });
}
