import { useMutation } from '@tanstack/react-query';
import { accountMessages as m, type ChangePasswordInput } from '@shared/account/account.schemas';
import { apiJson } from '@client/lib/api';
import { serverMessage } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiJson<{ message: string }>('PUT', '/api/user/password', input),
    onSuccess: (answer) => toast.success(m.passwordUpdatedTitle, { description: answer.message }),
    onError: (error) =>
      toast.error(m.passwordUpdateFailed, { description: serverMessage(error) ?? t('account.toast.tryAgain') }),
  });
}
