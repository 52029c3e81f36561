import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { billingSettingsSchema, type BillingSettingsInput } from '@shared/admin/admin.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useSaveBillingSettings, type BillingSettings } from '../api/site-settings.api';
import { SwitchRow } from '@client/components/ui/switch-row';
import { useT } from '@client/i18n/use-t';

const fields = (t: ReturnType<typeof useT>) =>
  [
    { name: 'basicPlanPrice', label: t('site-settings.billing.basicPrice') },
    { name: 'proPlanPrice', label: t('site-settings.billing.proPrice') },
    { name: 'enterprisePlanPrice', label: t('site-settings.billing.enterprisePrice') },
    { name: 'transactionFeeRate', label: t('site-settings.billing.fee') },
    { name: 'freeTrialDays', label: t('site-settings.billing.trialDays') },
  ] as const;

/** Site Settings > Billing: plan prices, the trial's length and the platform fee, shown on every pricing page. */
export function BillingSettingsForm({ settings }: { settings: BillingSettings }) {
  const t = useT();
  const save = useSaveBillingSettings();
  const form = useForm<BillingSettingsInput, unknown, z.output<typeof billingSettingsSchema>>({
    resolver: zodResolver(billingSettingsSchema),
    values: settings,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) =>
    save.mutate(input, { onError: (error) => showFieldErrors(form.setError, error) }),
  );
  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields(t).map(({ name, label }) => (
          <Field key={name} id={`billing-${name}`} label={label} error={errors[name]?.message}>
            <Input
              id={`billing-${name}`}
              inputMode={name === 'freeTrialDays' ? 'numeric' : 'decimal'}
              {...invalidProps(`billing-${name}`, errors[name]?.message)}
              {...form.register(name)}
            />
          </Field>
        ))}
      </div>
      <Controller
        control={form.control}
        name="stripeLiveMode"
        render={({ field }) => (
          <SwitchRow
            boxed
            id="billing-stripeLiveMode"
            label={t('site-settings.billing.liveMode')}
            description={t('site-settings.billing.liveModeDescription')}
            checked={Boolean(field.value)}
            onChange={field.onChange}
          />
        )}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('site-settings.saving') : t('site-settings.billing.save')}
      </Button>
    </form>
  );
}
