import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  securityMessages as m,
  type ActiveSession,
  type RecoveryCodesAnswer,
  type SecuritySettingsInput,
  type SecurityStatus,
  type TwoFactorDisableInput,
  type TwoFactorSetupAnswer,
} from '@shared/account/security.schemas';
import { apiJson } from '@client/lib/api';
import { serverMessage } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

export const SECURITY_KEY = '/api/user/security';
export const SESSIONS_KEY = '/api/user/sessions';

export const securityQuery = queryOptions<SecurityStatus>({ queryKey: [SECURITY_KEY] });
export const sessionsQuery = queryOptions<{ items: ActiveSession[] }>({ queryKey: [SESSIONS_KEY] });

/** 'Update Failed' with the server's message: the specification's toast for a security save. */
const updateFailed = (error: unknown) =>
  toast.error(m.updateFailed, { description: serverMessage(error) ?? t('account.toast.tryAgain') });

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [SECURITY_KEY] }),
      client.invalidateQueries({ queryKey: [SESSIONS_KEY] }),
    ]);
}

export function useSaveSecurity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SecuritySettingsInput) => apiJson<SecurityStatus>('PUT', SECURITY_KEY, input),
    onSuccess: (status) => {
      client.setQueryData([SECURITY_KEY], status);
      toast.success(t('account.toast.securityUpdated'), { description: m.settingsSaved });
    },
    onError: updateFailed,
  });
}

export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: (password: string) => apiJson<TwoFactorSetupAnswer>('POST', '/api/user/two-factor/setup', { password }),
    onError: updateFailed,
  });
}

export function useEnableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => apiJson<RecoveryCodesAnswer>('POST', '/api/user/two-factor/enable', { code }),
    onSuccess: (answer) => {
      toast.success(t('account.toast.twoFactorOn'), { description: answer.message });
      return refresh();
    },
    onError: updateFailed,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TwoFactorDisableInput) =>
      apiJson<{ message: string }>('POST', '/api/user/two-factor/disable', input),
    onSuccess: (answer) => {
      toast.success(t('account.toast.twoFactorOff'), { description: answer.message });
      return refresh();
    },
    onError: updateFailed,
  });
}

export function useNewRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => apiJson<RecoveryCodesAnswer>('POST', '/api/user/two-factor/recovery-codes', { code }),
    onSuccess: () => refresh(),
    onError: updateFailed,
  });
}

export function useEndSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ message: string }>('DELETE', `${SESSIONS_KEY}/${id}`),
    onSuccess: (answer) => {
      toast.success(t('account.toast.signedOut'), { description: answer.message });
      return refresh();
    },
    onError: updateFailed,
  });
}

export function useEndOtherSessions() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('DELETE', SESSIONS_KEY),
    onSuccess: (answer) => {
      toast.success(t('account.toast.signedOut'), { description: answer.message });
      return refresh();
    },
    onError: updateFailed,
  });
}
