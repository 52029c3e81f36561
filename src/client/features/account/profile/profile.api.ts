import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileMessages as m, type ProfileInput } from '@shared/account/profile.schemas';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { apiJson } from '@client/lib/api';
import { serverMessage } from '@client/lib/failure-toast';
import { USER_KEY } from '@client/lib/session';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

type Answer = { user: PublicUser; message: string };

/**
 * A call that answers the refreshed user: it replaces the cached one, and its message is the success toast
 * (`title`, read when it shows).
 */
function useUserCall<Input>(call: (input: Input) => Promise<Answer>, title: () => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      client.setQueryData(USER_KEY, answer.user);
      toast.success(title(), { description: answer.message });
    },
    onError: (error) =>
      toast.error(m.updateFailed, { description: serverMessage(error) ?? t('account.toast.tryAgain') }),
  });
}

export const useUpdateProfile = () =>
  useUserCall(
    (input: ProfileInput) => apiJson<Answer>('PUT', '/api/user/profile', input),
    () => m.updatedTitle,
  );

export const useResendEmailChange = () =>
  useUserCall(
    () => apiJson<Answer>('POST', '/api/user/email-change/resend'),
    () => t('account.toast.linkSent'),
  );

export const useCancelEmailChange = () =>
  useUserCall(
    () => apiJson<Answer>('DELETE', '/api/user/email-change'),
    () => t('account.toast.changeCancelled'),
  );

export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiJson<{ message: string }>('POST', '/api/user/email-change/confirm', { token }),
    // Whoever is signed in here may be the user whose address changed: ask again who it is.
    onSuccess: () => client.invalidateQueries({ queryKey: USER_KEY }),
  });
}
