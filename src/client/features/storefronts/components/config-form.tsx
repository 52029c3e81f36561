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

type Output = z.output<typeof landingConfigInputSchema>;
type Name = keyof ConfigFormValues;

/**
 * Creates the storefront, or updates `config`: the specification's fields and messages, the server's field messages
 * under their fields. The tier is shown here, not chosen.
 */
export function ConfigForm(props: { config: LandingConfig | null; onCreate: () => void }) {
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
        {field('title', 'Title', <Input placeholder="Greenline Landscaping" {...control('title')} />)}
        {field(
          'subdomain',
          'Subdomain',
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...control('subdomain')} />,
          `Your page: ${address}`,
        )}
      </div>
      {field('description', 'Description', <Textarea rows={3} {...control('description')} />)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'contactEmail',
          'Contact email',
          <Input type="email" autoComplete="email" {...control('contactEmail')} />,
        )}
        {field(
          'industry',
          'Industry',
          <>
            <Input list="config-industries" {...control('industry')} />
            <datalist id="config-industries">
              {INDUSTRY_SUGGESTIONS.map((i) => (
                <option key={i} value={i} />
              ))}
            </datalist>
          </>,
        )}
        {field('logoUrl', 'Logo URL', <Input type="url" placeholder="https://" {...control('logoUrl')} />)}
        {field(
          'customUrl',
          'Custom URL',
          <Input type="url" placeholder="https://" {...control('customUrl')} />,
          'Your own website, if you have one.',
        )}
      </div>
      <div className="flex flex-wrap gap-6">
        {color('primaryColor', 'Primary color')}
        {color('secondaryColor', 'Secondary color')}
      </div>
      <label className="inline-flex items-center gap-2 text-sm">
        <Checkbox {...form.register('isActive')} />
        Active: visitors can see your storefront
      </label>
      <p className="text-sm text-muted" data-testid="config-tier">
        Storefront tier:{' '}
        <span className="font-medium text-[var(--foreground)]">{tierLabel(config?.tierName ?? 'basic')}</span> (the
        Pricing tab shows what each tier includes)
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {config
            ? save.isPending
              ? 'Saving...'
              : 'Save Changes'
            : save.isPending
              ? 'Creating...'
              : 'Create Storefront'}
        </Button>
      </div>
    </form>
  );
}
