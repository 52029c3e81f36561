import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema, type ChangePasswordForm } from '@shared/account/account.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useChangePassword } from '../api/account.api';

const fields = [
  ['currentPassword', 'Current password', 'current-password'],
  ['newPassword', 'New password', 'new-password'],
  ['confirmPassword', 'Confirm new password', 'new-password'],
] as const;

/** Password: the current one, the new one twice; other sessions are signed out on success. */
export function PasswordForm() {
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
        <CardTitle>Password</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate className="max-w-md space-y-4" onSubmit={submit}>
          {fields.map(([name, label, autoComplete]) => (
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
            {change.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
