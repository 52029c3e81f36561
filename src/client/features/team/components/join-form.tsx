import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { registerSchema, resetPasswordFormSchema } from '@shared/auth/auth.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useT } from '@client/i18n/use-t';

// A new member's account: the sign-up's name rules and the reset form's password and confirmation.
const joinFormSchema = z.intersection(
  registerSchema.pick({ firstName: true, lastName: true }),
  resetPasswordFormSchema,
);
type JoinForm = z.input<typeof joinFormSchema>;
export type JoinValues = z.output<typeof joinFormSchema>;

/** The invitation of an address without an account: the name and a password, then the account joins. */
export function JoinForm(props: {
  pending: boolean;
  onJoin: (values: JoinValues, onError: (error: unknown) => void) => void;
}) {
  const t = useT();
  const form = useForm<JoinForm, unknown, JoinValues>({
    resolver: zodResolver(joinFormSchema),
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const field = (name: keyof JoinForm) => ({
    id: `join-${name}`,
    ...invalidProps(`join-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  const submit = form.handleSubmit((values) => props.onJoin(values, (error) => showFieldErrors(form.setError, error)));
  return (
    <form noValidate className="space-y-4" onSubmit={submit} aria-label={t('team.join.join')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="join-firstName" label={t('team.join.firstName')} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...field('firstName')} />
        </Field>
        <Field id="join-lastName" label={t('team.join.lastName')} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...field('lastName')} />
        </Field>
      </div>
      <Field id="join-password" label={t('team.join.password')} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...field('password')} />
      </Field>
      <Field id="join-confirmPassword" label={t('team.join.confirmPassword')} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...field('confirmPassword')} />
      </Field>
      <Button type="submit" className="w-full" disabled={props.pending}>
        {props.pending ? t('team.join.joining') : t('team.join.join')}
      </Button>
    </form>
  );
}
