import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { impersonateSchema, type AdminUser } from '@shared/admin/users.schemas';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/i18n/use-t';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { Field, invalidProps } from '@client/components/ui/field';
import { Textarea } from '@client/components/ui/input';
import { useImpersonate } from '../../api/users.api';
import { fullName } from './users-table';

type Values = z.input<typeof impersonateSchema>;

function ImpersonateForm({ user, onCancel }: { user: AdminUser; onCancel: () => void }) {
  const t = useT();
  const impersonate = useImpersonate();
  const form = useForm<Values, unknown, z.output<typeof impersonateSchema>>({
    resolver: zodResolver(impersonateSchema),
    defaultValues: { userId: user.id, reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const done = impersonate.isSuccess;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((input) => impersonate.mutate(input))}>
      <Field
        id="impersonate-reason"
        label={t('admin.impersonate.reason')}
        error={error}
        hint={t('admin.impersonate.reasonHint')}
      >
        <Textarea
          id="impersonate-reason"
          rows={3}
          placeholder={t('admin.impersonate.placeholder')}
          {...invalidProps('impersonate-reason', error)}
          {...form.register('reason')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={impersonate.isPending || done}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" disabled={impersonate.isPending || done}>
          {impersonate.isPending
            ? t('admin.impersonate.starting')
            : done
              ? t('admin.impersonate.opening')
              : t('admin.impersonate.logInAs', { name: fullName(user) })}
        </Button>
      </div>
    </form>
  );
}

/** Impersonation: a reason first; on success the page reloads 1.5 s later, as the user. */
export function ImpersonateDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="md">
        <DialogHeader
          title={t('admin.impersonate.title')}
          description={user ? t('admin.impersonate.description', { email: user.email }) : undefined}
        />
        {user && <ImpersonateForm key={user.id} user={user} onCancel={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
