import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { OFFERED_TIMEZONES } from '@shared/account/preference-values';
import { profileInputSchema, type ProfileInput, type ProfileValues } from '@shared/account/profile.schemas';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect, Textarea } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useSession } from '@client/lib/session';
import { PendingEmail } from './pending-email';
import { useUpdateProfile } from './profile.api';
import { useT } from '@client/i18n/use-t';

const valuesOf = (user: PublicUser): ProfileInput => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.pendingEmail ?? user.email,
  phone: user.phone ?? '',
  address: user.address ?? '',
  bio: user.bio ?? '',
  timezone: user.timezone,
});

const linesOf = (t: (id: string) => string) =>
  [
    ['firstName', t('account.profile.firstName'), 'given-name', 'text'],
    ['lastName', t('account.profile.lastName'), 'family-name', 'text'],
    ['email', t('account.profile.email'), 'email', 'email'],
    ['phone', t('account.profile.phone'), 'tel', 'tel'],
  ] as const;

/** Account Settings > Profile: names, contact details and time zone; a new e-mail waits for its link. */
export function ProfileForm() {
  const t = useT();
  const { user } = useSession();
  const update = useUpdateProfile();
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileInputSchema),
    values: valuesOf(user!),
  });
  const errors = form.formState.errors;
  const zones = OFFERED_TIMEZONES.some((z) => z.value === user!.timezone)
    ? OFFERED_TIMEZONES
    : [...OFFERED_TIMEZONES, { value: user!.timezone, label: user!.timezone }];
  const submit = form.handleSubmit((values) =>
    update.mutate(values, { onError: (error) => showFieldErrors(form.setError, error) }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.profile.title')}</CardTitle>
        <CardDescription>{t('account.profile.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {user!.pendingEmail && <PendingEmail email={user!.pendingEmail} />}
        <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
          {linesOf(t).map(([name, label, autoComplete, type]) => (
            <Field key={name} id={`profile-${name}`} label={label} error={errors[name]?.message}>
              <Input
                id={`profile-${name}`}
                type={type}
                autoComplete={autoComplete}
                {...invalidProps(`profile-${name}`, errors[name]?.message)}
                {...form.register(name)}
              />
            </Field>
          ))}
          <Field
            id="profile-address"
            label={t('account.profile.address')}
            error={errors.address?.message}
            className="sm:col-span-2"
          >
            <Textarea
              id="profile-address"
              rows={2}
              autoComplete="street-address"
              {...invalidProps('profile-address', errors.address?.message)}
              {...form.register('address')}
            />
          </Field>
          <Field
            id="profile-bio"
            label={t('account.profile.bio')}
            error={errors.bio?.message}
            className="sm:col-span-2"
          >
            <Textarea
              id="profile-bio"
              rows={3}
              {...invalidProps('profile-bio', errors.bio?.message)}
              {...form.register('bio')}
            />
          </Field>
          <Field id="profile-timezone" label={t('account.profile.timezone')} error={errors.timezone?.message}>
            <NativeSelect id="profile-timezone" {...form.register('timezone')}>
              {zones.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('account.saving') : t('account.profile.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
