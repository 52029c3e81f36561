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
import { useT } from '@client/i18n/use-t';

const switches = (t: ReturnType<typeof useT>) =>
  [
    {
      name: 'maintenanceMode',
      label: t('site-settings.platform.maintenance'),
      description: t('site-settings.platform.maintenanceDescription'),
    },
    {
      name: 'newUserRegistration',
      label: t('site-settings.platform.registration'),
      description: t('site-settings.platform.registrationDescription'),
    },
    {
      name: 'emailVerificationRequired',
      label: t('site-settings.platform.verification'),
      description: t('site-settings.platform.verificationDescription'),
    },
  ] as const;

/** Site Settings > Platform: the site's name, its support address, the switches and the plan sign-ups start on. */
export function PlatformSettingsForm({ settings }: { settings: PlatformSettings }) {
  const t = useT();
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
        <Field id="platform-siteName" label={t('site-settings.platform.siteName')} error={errors.siteName?.message}>
          <Input autoComplete="organization" {...text('siteName')} />
        </Field>
        <Field
          id="platform-supportEmail"
          label={t('site-settings.platform.supportEmail')}
          error={errors.supportEmail?.message}
        >
          <Input type="email" autoComplete="email" {...text('supportEmail')} />
        </Field>
      </div>
      <Field
        id="platform-siteDescription"
        label={t('site-settings.platform.siteDescription')}
        error={errors.siteDescription?.message}
      >
        <Textarea
          id="platform-siteDescription"
          rows={3}
          {...invalidProps('platform-siteDescription', errors.siteDescription?.message)}
          {...form.register('siteDescription')}
        />
      </Field>
      <Field
        id="platform-defaultPlan"
        label={t('site-settings.platform.defaultPlan')}
        hint={t('site-settings.platform.defaultPlanHint')}
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
        {switches(t).map((s) => (
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
        {save.isPending ? t('site-settings.saving') : t('site-settings.platform.save')}
      </Button>
    </form>
  );
}
