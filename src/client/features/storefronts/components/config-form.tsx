import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  landingConfigInputSchema,
  type LandingConfig,
  type LandingConfigInput,
} from '@shared/storefronts/storefront.schemas';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useSaveConfig } from '../api/config.api';
import { tierLabel } from '../storefront-format';
import { configFormDefaults, INDUSTRY_SUGGESTIONS, keptFields, type ConfigFormValues } from './config-form-values';
import { useT } from '@client/i18n/use-t';
import { Trans } from '@client/i18n/trans';

type Output = z.output<typeof landingConfigInputSchema>;
type Name = keyof ConfigFormValues;

/**
 * Creates the storefront, or updates `config`: the specification's fields and messages, the server's field messages
 * under their fields. The tier is shown here, not chosen.
 */
export function ConfigForm(props: { config: LandingConfig | null; onCreate: () => void }) {
  const t = useT();
  const { config } = props;
  const save = useSaveConfig(config?.id);
  const form = useForm<LandingConfigInput, unknown, Output>({
    resolver: zodResolver(landingConfigInputSchema),
    defaultValues: configFormDefaults(config),
  });
  const errors = form.formState.errors;
  const subdomain = useWatch({ control: form.control, name: 'subdomain' });
  const submit = form.handleSubmit((values) => {
    if (!config) props.onCreate();
    save.mutate({ ...values, ...keptFields(config) }, { onError: (error) => showFieldErrors(form.setError, error) });
  });

  const field = (name: Name, label: string, input: ReactNode, hint?: string) => (
    <Field id={`config-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      {input}
    </Field>
  );
  const control = (name: Name) => ({
    id: `config-${name}`,
    ...invalidProps(`config-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  const color = (name: 'primaryColor' | 'secondaryColor', label: string) =>
    field(
      name,
      label,
      <input
        type="color"
        className="block h-10 w-20 cursor-pointer rounded-md border bg-card p-1 focus-visible:outline-2"
        {...control(name)}
      />,
    );
  const address = `${window.location.origin}/landing/${(subdomain || 'your-name').trim().toLowerCase()}`;

  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'title',
          t('storefronts.config.title'),
          <Input placeholder="Greenline Landscaping" {...control('title')} />,
        )}
        {field(
          'subdomain',
          t('storefronts.config.subdomain'),
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...control('subdomain')} />,
          t('storefronts.config.yourPage', { address }),
        )}
      </div>
      {field('description', t('storefronts.config.description'), <Textarea rows={3} {...control('description')} />)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'contactEmail',
          t('storefronts.config.contactEmail'),
          <Input type="email" autoComplete="email" {...control('contactEmail')} />,
        )}
        {field(
          'industry',
          t('storefronts.config.industry'),
          <>
            <Input list="config-industries" {...control('industry')} />
            <datalist id="config-industries">
              {INDUSTRY_SUGGESTIONS.map((i) => (
                <option key={i} value={i} />
              ))}
            </datalist>
          </>,
        )}
        {field(
          'logoUrl',
          t('storefronts.config.logoUrl'),
          <Input type="url" placeholder="https://" {...control('logoUrl')} />,
        )}
        {field(
          'customUrl',
          t('storefronts.config.customUrl'),
          <Input type="url" placeholder="https://" {...control('customUrl')} />,
          t('storefronts.config.customUrlHint'),
        )}
      </div>
      <div className="flex flex-wrap gap-6">
        {color('primaryColor', t('storefronts.config.primaryColor'))}
        {color('secondaryColor', t('storefronts.config.secondaryColor'))}
      </div>
      <label className="inline-flex items-center gap-2 text-sm">
        <Checkbox {...form.register('isActive')} />
        {t('storefronts.config.active')}
      </label>
      <p className="text-sm text-muted" data-testid="config-tier">
        <Trans
          id="storefronts.config.tier"
          values={{ tier: tierLabel(config?.tierName ?? 'basic') }}
          components={{ b: <span className="font-medium text-[var(--foreground)]" /> }}
        />
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {config
            ? save.isPending
              ? t('storefronts.saving')
              : t('storefronts.config.save')
            : save.isPending
              ? t('storefronts.config.creating')
              : t('storefronts.config.create')}
        </Button>
      </div>
    </form>
  );
}
