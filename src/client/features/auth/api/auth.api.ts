import { useMutation } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import type { LoginAnswer, LoginTwoFactorInput } from '@shared/account/security.schemas';
import type { LoginInput, PublicUser, RegisterInput } from '@shared/auth/auth.schemas';
import { apiJson, errorMessage } from '@client/lib/api';
import { useSession } from '@client/lib/session';

function useSignedIn() {
  const { setUser } = useSession();
  return (user: PublicUser) => {
    setUser(user);
    toast.success('Welcome back!', { description: `Logged in as ${user.email}` });
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
    onError: (error) => toast.error('Login failed', { description: errorMessage(error) }),
  });
}

/** The code step of a sign-in with two-factor on: a code of the authenticator app or a recovery code. */
export function useLoginTwoFactor() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: LoginTwoFactorInput) => apiJson<PublicUser>('POST', '/api/login/two-factor', input),
    onSuccess: signedIn,
    onError: (error) => toast.error('Login failed', { description: errorMessage(error) }),
  });
}

export function useRegister() {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<PublicUser>('POST', '/api/register', input),
    onSuccess: (user) => {
      setUser(user);
      toast.success('Account created!', {
        description: `Welcome ${user.firstName || user.email}! Your account has been created successfully.`,
      });
    },
    onError: (error) => toast.error('Registration failed', { description: errorMessage(error) }),
  });
}

export function useLogout() {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/logout'),
    onSuccess: () => {
      setUser(null);
      toast.success('Logged out', { description: 'You have been logged out successfully.' });
    },
    onError: (error) => toast.error('Logout failed', { description: errorMessage(error) }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => apiJson<{ message: string }>('POST', '/api/forgot-password', { email }),
    onSuccess: () =>
      toast.success('Password Reset Email Sent', {
        description: "If an account exists with this email, you'll receive password reset instructions shortly.",
      }),
    onError: (error) => toast.error('Error', { description: errorMessage(error) }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/resend-verification'),
    onSuccess: (answer) => toast.success('Email Sent', { description: answer.message }),
    onError: (error) =>
      toast.error('Error', { description: errorMessage(error, 'Failed to send verification email.') }),
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
    onSuccess: () =>
      toast.success('Password Reset Successfully', {
        description: 'Your password has been updated. You can now sign in with your new password.',
      }),
    onError: (error) => toast.error('Error', { description: errorMessage(error) }),
  });
}
