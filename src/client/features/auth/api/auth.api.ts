import { useMutation } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import type { LoginAnswer, LoginTwoFactorInput } from '@shared/account/security.schemas';
import type { LoginInput, PublicUser, RegisterInput } from '@shared/auth/auth.schemas';
import { apiJson, errorMessage } from '@client/lib/api';
import { useSession } from '@client/lib/session';
import { t } from '@client/i18n/i18n';

function useSignedIn() {
  const { setUser } = useSession();
  return (user: PublicUser) => {
    setUser(user);
    toast.success(t('auth.toast.welcomeBack'), { description: t('auth.toast.loggedInAs', { email: user.email }) });
  };
}

/** The password step: signs in, or (two-factor on) answers the challenge the code step needs. */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<LoginAnswer>('POST', '/api/login', input),
    onSuccess: (answer) => {
      if (!('twoFactorRequired' in answer)) signedIn(answer);
    },
    onError: (error) => toast.error(t('auth.toast.loginFailed'), { description: errorMessage(error) }),
  });
}

/** The code step of a sign-in with two-factor on: a code of the authenticator app or a recovery code. */
export function useLoginTwoFactor() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: LoginTwoFactorInput) => apiJson<PublicUser>('POST', '/api/login/two-factor', input),
    onSuccess: signedIn,
    onError: (error) => toast.error(t('auth.toast.loginFailed'), { description: errorMessage(error) }),
  });
}

export function useRegister() {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<PublicUser>('POST', '/api/register', input),
    onSuccess: (user) => {
      setUser(user);
      toast.success(t('auth.toast.created'), {
        description: t('auth.toast.createdText', { name: user.firstName || user.email }),
      });
    },
    onError: (error) => toast.error(t('auth.toast.registerFailed'), { description: errorMessage(error) }),
  });
}

export function useLogout() {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/logout'),
    onSuccess: () => {
      setUser(null);
      toast.success(t('auth.toast.loggedOut'), { description: t('auth.toast.loggedOutText') });
    },
    onError: (error) => toast.error(t('auth.toast.logoutFailed'), { description: errorMessage(error) }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => apiJson<{ message: string }>('POST', '/api/forgot-password', { email }),
    onSuccess: () => toast.success(t('auth.toast.resetSent'), { description: t('auth.toast.resetSentText') }),
    onError: (error) => toast.error(t('auth.toast.error'), { description: errorMessage(error) }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/resend-verification'),
    onSuccess: (answer) => toast.success(t('auth.toast.emailSent'), { description: answer.message }),
    onError: (error) =>
      toast.error(t('auth.toast.error'), { description: errorMessage(error, t('auth.toast.resendFailed')) }),
  });
}

export async function validateResetToken(token: string): Promise<boolean> {
  if (!token) return false;
  try {
    const answer = await apiJson<{ valid: boolean }>('POST', '/api/validate-reset-token', { token });
    return answer.valid === true;
  } catch {
    return false; // a failed check counts as invalid
  }
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiJson<{ message: string }>('POST', '/api/reset-password', input),
    onSuccess: () => toast.success(t('auth.reset.doneTitle'), { description: t('auth.reset.doneText') }),
    onError: (error) => toast.error(t('auth.toast.error'), { description: errorMessage(error) }),
  });
}
