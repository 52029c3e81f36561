import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPasswordSchema } from '@shared/auth/auth.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from '@client/components/ui/dialog';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useForgotPassword } from '../api/auth.api';
import { useT } from '@client/i18n/use-t';

export function ForgotPasswordDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const forgot = useForgotPassword();
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm">
          {t('auth.forgot.link')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader title={t('auth.forgot.title')} description={t('auth.forgot.text')} />
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit(({ email }) =>
            forgot.mutate(email, {
              onSuccess: () => {
                form.reset();
                setOpen(false);
              },
            }),
          )}
        >
          <Field id="forgot-email" label={t('ui.email')} error={error}>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              {...invalidProps('forgot-email', error)}
              {...form.register('email')}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending ? t('ui.sending') : t('auth.forgot.send')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
