import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { userEmailSchema, type AdminUser } from '@shared/admin/users.schemas';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/i18n/use-t';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useEmailUser } from '../../api/users.api';

type Values = z.input<typeof userEmailSchema>;

function EmailForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const t = useT();
  const send = useEmailUser(user.id);
  const form = useForm<Values, unknown, z.output<typeof userEmailSchema>>({
    resolver: zodResolver(userEmailSchema),
    defaultValues: { subject: '', message: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) =>
    send.mutate(input, { onSuccess: onDone, onError: (error) => showFieldErrors(form.setError, error) }),
  );
  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <Field id="email-subject" label={t('admin.email.subject')} error={errors.subject?.message}>
        <Input
          id="email-subject"
          {...invalidProps('email-subject', errors.subject?.message)}
          {...form.register('subject')}
        />
      </Field>
      <Field id="email-message" label={t('admin.email.message')} error={errors.message?.message}>
        <Textarea
          id="email-message"
          rows={6}
          {...invalidProps('email-message', errors.message?.message)}
          {...form.register('message')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('admin.email.sending') : t('admin.email.send')}
        </Button>
      </div>
    </form>
  );
}

/** Send e-mail: through the platform's mailer, kept in the outbox and the audit log. */
export function EmailUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader
          title={t('admin.email.send')}
          description={user ? t('admin.email.to', { email: user.email }) : undefined}
        />
        {user && <EmailForm key={user.id} user={user} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
