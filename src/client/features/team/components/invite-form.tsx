import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { memberRoles, roleDescriptions, roleLabels } from '@shared/team/roles';
import { inviteMemberSchema, type InviteMemberInput } from '@shared/team/team.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { cx } from '@client/lib/cx';
import { showFieldErrors } from '@client/lib/form-errors';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';
import { useInviteMember } from '../api/team.api';

/** The Invite dialog's form: an address and a role, each role said in one line (docs/roles.md). */
export function InviteForm({ onSent }: { onSent: () => void }) {
  const t = useT();
  const tm = useTranslateMessage();
  const invite = useInviteMember();
  const form = useForm<InviteMemberInput, unknown, z.output<typeof inviteMemberSchema>>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: { email: '', role: 'office' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) =>
    invite.mutate(input, { onSuccess: onSent, onError: (error) => showFieldErrors(form.setError, error) }),
  );
  return (
    <form noValidate className="space-y-4" onSubmit={submit} aria-label={t('team.invite.title')}>
      <Field id="invite-email" label={t('team.invite.email')} error={errors.email?.message}>
        <Input
          id="invite-email"
          type="email"
          autoComplete="off"
          autoFocus
          {...invalidProps('invite-email', errors.email?.message)}
          {...form.register('email')}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('team.invite.role')}</legend>
        {memberRoles.map((role) => (
          <label
            key={role}
            className={cx(
              'flex cursor-pointer gap-3 rounded-lg border p-3 has-[:checked]:border-brand-600',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
            )}
          >
            <input type="radio" value={role} className="mt-1 accent-brand-700" {...form.register('role')} />
            <span>
              <span className="block text-sm font-medium">{tm(roleLabels[role])}</span>
              <span className="block text-sm text-muted">{tm(roleDescriptions[role])}</span>
            </span>
          </label>
        ))}
        {errors.role && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {tm(errors.role.message)}
          </p>
        )}
      </fieldset>
      <Button type="submit" className="w-full" disabled={invite.isPending}>
        {invite.isPending ? t('team.invite.sending') : t('team.invite.send')}
      </Button>
    </form>
  );
}
