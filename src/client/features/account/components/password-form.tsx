import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema, type ChangePasswordForm } from '@shared/account/account.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useChangePassword } from '../api/account.api';
import { useT } from '@client/i18n/use-t';

const fieldsOf = (t: (id: string) => string) =>
  [
    ['currentPassword', t('account.password.current'), 'current-password'],
    ['newPassword', t('account.password.new'), 'new-password'],
    ['confirmPassword', t('account.password.confirm'), 'new-password'],
  ] as const;

/** Password: the current one, the new one twice; other sessions are signed out on success. */
export function PasswordForm() {
  const t = useT();
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      { onSuccess: () => form.reset(), onError: (error) => showFieldErrors(form.setError, error) },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.password.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate className="max-w-md space-y-4" onSubmit={submit}>
          {fieldsOf(t).map(([name, label, autoComplete]) => (
            <Field key={name} id={`account-${name}`} label={label} error={errors[name]?.message}>
              <Input
                id={`account-${name}`}
                type="password"
                autoComplete={autoComplete}
                {...invalidProps(`account-${name}`, errors[name]?.message)}
                {...form.register(name)}
              />
            </Field>
          ))}
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('account.password.updating') : t('account.password.update')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
