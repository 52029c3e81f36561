import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { planById, planIds } from '@shared/marketing-site/plans';
import {
  platformSettingsSchema,
  type PlatformSettings,
  type PlatformSettingsInput,
} from '@shared/site-settings/site-settings.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect, Textarea } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useSavePlatformSettings } from '../api/site-settings.api';
import { SwitchRow } from '@client/components/ui/switch-row';

const switches = [
  {
    name: 'maintenanceMode',
    label: 'Maintenance mode',
    description: 'Everyone but administrators sees a maintenance page; administrators keep working and can sign in.',
  },
  {
    name: 'newUserRegistration',
    label: 'New user registration',
    description: 'Let new businesses sign up. When off, the Sign Up tab says registration is closed.',
  },
  {
    name: 'emailVerificationRequired',
    label: 'Email verification required',
    description: 'New owners confirm their e-mail address before using the app. When off, nobody is held back.',
  },
] as const;

/** Site Settings > Platform: the site's name, its support address, the switches and the plan sign-ups start on. */
export function PlatformSettingsForm({ settings }: { settings: PlatformSettings }) {
  const save = useSavePlatformSettings();
  const form = useForm<PlatformSettingsInput, unknown, z.output<typeof platformSettingsSchema>>({
    resolver: zodResolver(platformSettingsSchema),
    values: settings,
  });
  const errors = form.formState.errors;
  const text = (name: 'siteName' | 'supportEmail') => ({
    id: `platform-${name}`,
    ...invalidProps(`platform-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  const submit = form.handleSubmit((input) =>
    save.mutate(input, { onError: (error) => showFieldErrors(form.setError, error) }),
  );

  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="platform-siteName" label="Site name" error={errors.siteName?.message}>
          <Input autoComplete="organization" {...text('siteName')} />
        </Field>
        <Field id="platform-supportEmail" label="Support email" error={errors.supportEmail?.message}>
          <Input type="email" autoComplete="email" {...text('supportEmail')} />
        </Field>
      </div>
      <Field id="platform-siteDescription" label="Site description" error={errors.siteDescription?.message}>
        <Textarea
          id="platform-siteDescription"
          rows={3}
          {...invalidProps('platform-siteDescription', errors.siteDescription?.message)}
          {...form.register('siteDescription')}
        />
      </Field>
      <Field
        id="platform-defaultPlan"
        label="Default plan"
        hint="The plan a new sign-up starts on."
        error={errors.defaultPlan?.message}
      >
        <NativeSelect id="platform-defaultPlan" {...form.register('defaultPlan')}>
          {planIds.map((id) => (
            <option key={id} value={id}>
              {planById(id).name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="space-y-3">
        {switches.map((s) => (
          <Controller
            key={s.name}
            control={form.control}
            name={s.name}
            render={({ field }) => (
              <SwitchRow
                boxed
                id={`platform-${s.name}`}
                label={s.label}
                description={s.description}
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Platform Settings'}
      </Button>
    </form>
  );
}
