import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginSchema } from '@shared/auth/auth.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useLogin } from '../api/auth.api';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { TwoFactorStep } from './two-factor-step';
import { useT } from '@client/i18n/use-t';

type LoginForm = z.input<typeof loginSchema>;

export function LoginForm() {
  const t = useT();
  const login = useLogin();
  const form = useForm<LoginForm, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const errors = form.formState.errors;
  // A right password on an account with two-factor on: the code step takes over, with the sign-in's challenge.
  const [challenge, setChallenge] = useState<string | null>(null);
  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (answer) => {
        if ('twoFactorRequired' in answer) setChallenge(answer.challengeToken);
      },
    }),
  );

  if (challenge) {
    return <TwoFactorStep challengeToken={challenge} onRestart={() => setChallenge(null)} />;
  }
  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <Field id="login-email" label={t('ui.email')} error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          {...invalidProps('login-email', errors.email?.message)}
          {...form.register('email')}
        />
      </Field>
      <Field id="login-password" label={t('auth.password')} error={errors.password?.message}>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          {...invalidProps('login-password', errors.password?.message)}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? t('auth.login.pending') : t('auth.signIn')}
      </Button>
      <div className="text-center">
        <ForgotPasswordDialog />
      </div>
    </form>
  );
}
