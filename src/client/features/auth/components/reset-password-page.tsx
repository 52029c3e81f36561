import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@shared/auth/auth.schemas';
import { Logo } from '@client/components/brand/logo';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useResetPassword, validateResetToken } from '../api/auth.api';
import { useT } from '@client/i18n/use-t';

function Frame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 px-4 py-10">
      <Link to="/" aria-label={t('brand.home')}>
        <Logo />
      </Link>
      <Card className="w-full max-w-md">{children}</Card>
    </main>
  );
}

export function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('auth.reset.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useQuery({ queryKey: ['reset-token', token], queryFn: () => validateResetToken(token) });
  const reset = useResetPassword();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;

  if (check.isLoading) {
    return (
      <Frame>
        <CardContent flush className="flex items-center gap-3 p-6">
          <Spinner /> <p>{t('auth.reset.validating')}</p>
        </CardContent>
      </Frame>
    );
  }

  if (reset.isSuccess) {
    return (
      <Frame>
        <CardHeader className="items-center text-center">
          <CheckCircle2 className="mx-auto size-10 text-brand-600" aria-hidden />
          <CardTitle as="h1">{t('auth.reset.doneTitle')}</CardTitle>
          <CardDescription>{t('auth.reset.doneText')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <Link to="/auth?tab=login">{t('auth.signIn')}</Link>
          </Button>
        </CardContent>
      </Frame>
    );
  }

  if (!check.data) {
    return (
      <Frame>
        <CardHeader className="text-center">
          <XCircle className="mx-auto size-10 text-red-600" aria-hidden />
          <CardTitle as="h1">{t('auth.reset.invalidTitle')}</CardTitle>
          <CardDescription>{t('auth.reset.invalidText')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <Link to="/auth">{t('auth.reset.back')}</Link>
          </Button>
        </CardContent>
      </Frame>
    );
  }

  return (
    <Frame>
      <CardHeader>
        <CardTitle as="h1">{t('auth.reset.title')}</CardTitle>
        <CardDescription>{t('auth.passwordHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((v) => reset.mutate({ token, password: v.password }))}
        >
          <Field id="new-password" label={t('auth.reset.newPassword')} error={errors.password?.message}>
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              {...invalidProps('new-password', errors.password?.message)}
              {...form.register('password')}
            />
          </Field>
          <Field id="confirm-password" label={t('auth.reset.confirmPassword')} error={errors.confirmPassword?.message}>
            <Input
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              {...invalidProps('confirm-password', errors.confirmPassword?.message)}
              {...form.register('confirmPassword')}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? t('auth.reset.pending') : t('auth.reset.submit')}
          </Button>
        </form>
      </CardContent>
    </Frame>
  );
}
