import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { updateUserSchema, type AdminUser } from '@shared/admin/users.schemas';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/i18n/use-t';
import { Checkbox } from '@client/components/ui/checkbox';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useInviteUser, useUpdateUser } from '../../api/users.api';

type Values = z.input<typeof updateUserSchema>;

/** `{}`: Add User (an invitation is e-mailed); `{ user }`: the edit dialog of that account. */
export type UserFormTarget = { user?: AdminUser };

function UserForm({ user, onDone }: { user?: AdminUser; onDone: () => void }) {
  const t = useT();
  const invite = useInviteUser();
  const update = useUpdateUser(user?.id ?? 0);
  const form = useForm<Values, unknown, z.output<typeof updateUserSchema>>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      isAdmin: user?.isAdmin ?? false,
    },
  });
  const errors = form.formState.errors;
  const pending = invite.isPending || update.isPending;
  const submit = form.handleSubmit((input) => {
    const handlers = { onSuccess: onDone, onError: (error: unknown) => showFieldErrors(form.setError, error) };
    if (user) update.mutate(input, handlers);
    else invite.mutate(input, handlers);
  });
  const text = (name: 'firstName' | 'lastName' | 'email') => ({
    id: `user-${name}`,
    ...invalidProps(`user-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="user-firstName" label={t('admin.userForm.firstName')} error={errors.firstName?.message}>
          <Input autoComplete="off" {...text('firstName')} />
        </Field>
        <Field id="user-lastName" label={t('admin.userForm.lastName')} error={errors.lastName?.message}>
          <Input autoComplete="off" {...text('lastName')} />
        </Field>
      </div>
      <Field
        id="user-email"
        label={t('admin.userForm.email')}
        error={errors.email?.message}
        hint={user ? undefined : t('admin.userForm.emailHint')}
      >
        <Input type="email" autoComplete="off" {...text('email')} />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox {...form.register('isAdmin')} />
        {t('admin.userForm.isAdmin')}
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {user
            ? pending
              ? t('admin.userForm.saving')
              : t('admin.userForm.save')
            : pending
              ? t('admin.userForm.inviting')
              : t('admin.users.add')}
        </Button>
      </div>
    </form>
  );
}

export function UserFormDialog({ target, onClose }: { target: UserFormTarget | null; onClose: () => void }) {
  const t = useT();
  const user = target?.user;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader
          title={user ? t('admin.users.edit') : t('admin.users.add')}
          description={user ? user.email : t('admin.userForm.description')}
        />
        {target && <UserForm key={user?.id ?? 'new'} user={user} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
