import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  DOMAIN_DEFAULT_COLOR,
  DOMAIN_FEES,
  domainInputSchema,
  type Domain,
  type DomainInput,
  type DomainType,
} from '@shared/storefronts/domain.schemas';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect, Textarea } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useCreateDomain } from '../api/domains.api';
import { templatesQuery } from '../api/domains.queries';
import { useT } from '@client/i18n/use-t';

/** The form as typed: every field a text but the switch. */
export type DomainFormValues = {
  domainType: DomainType;
  domain: string;
  subdomain: string;
  landingPageTemplate: string;
  primaryColor: string;
  logoUrl: string;
  seoTitle: string;
  seoDescription: string;
  contactEmail: string;
  contactPhone: string;
  serviceAreas: string;
  isActive: boolean;
};

/** The specification's defaults: a subdomain, #3b82f6, active. */
export const domainFormDefaults: DomainFormValues = {
  domainType: 'subdomain',
  domain: '',
  subdomain: '',
  landingPageTemplate: '',
  primaryColor: DOMAIN_DEFAULT_COLOR,
  logoUrl: '',
  seoTitle: '',
  seoDescription: '',
  contactEmail: '',
  contactPhone: '',
  serviceAreas: '',
  isActive: true,
};

type TextName = Exclude<keyof DomainFormValues, 'isActive' | 'domainType' | 'landingPageTemplate' | 'serviceAreas'>;

/** The create-domain form; the custom domain's field shows only for a custom domain. */
export function DomainForm(props: { onSaved: (domain: Domain) => void }) {
  const t = useT();
  const create = useCreateDomain();
  const templates = useQuery(templatesQuery);
  const form = useForm<DomainFormValues>({
    // Checked as the server checks (its messages); the form's own values are what is sent.
    resolver: zodResolver(domainInputSchema as never, undefined, { raw: true }),
    defaultValues: domainFormDefaults,
  });
  const errors = form.formState.errors;
  const type = form.watch('domainType');
  const submit = form.handleSubmit((values) =>
    create.mutate(values as unknown as DomainInput, {
      onSuccess: props.onSaved,
      onError: (error) => showFieldErrors(form.setError, error),
    }),
  );
  const text = (name: TextName, label: string, extra: { placeholder?: string; type?: string; hint?: string } = {}) => (
    <Field id={`domain-${name}`} label={label} error={errors[name]?.message} hint={extra.hint}>
      <Input
        id={`domain-${name}`}
        type={extra.type}
        placeholder={extra.placeholder}
        {...invalidProps(`domain-${name}`, errors[name]?.message)}
        {...form.register(name)}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="domain-domainType" label={t('domains.form.type')}>
        <NativeSelect id="domain-domainType" {...form.register('domainType')}>
          <option value="subdomain">
            {t('domains.form.subdomainOption', {
              setup: DOMAIN_FEES.subdomain.setupFee,
              monthly: DOMAIN_FEES.subdomain.monthlyFee,
            })}
          </option>
          <option value="custom">
            {t('domains.form.customOption', {
              setup: DOMAIN_FEES.custom.setupFee,
              monthly: DOMAIN_FEES.custom.monthlyFee,
            })}
          </option>
        </NativeSelect>
      </Field>
      {type === 'custom'
        ? text('domain', t('domains.type.custom'), {
            placeholder: 'www.example.com',
            hint: t('domains.form.customHint'),
          })
        : text('subdomain', t('domains.type.subdomain'), { placeholder: t('domains.form.subdomainPlaceholder') })}
      <Field
        id="domain-landingPageTemplate"
        label={t('domains.card.template')}
        error={errors.landingPageTemplate?.message}
      >
        <NativeSelect
          id="domain-landingPageTemplate"
          {...invalidProps('domain-landingPageTemplate', errors.landingPageTemplate?.message)}
          {...form.register('landingPageTemplate')}
        >
          <option value="">{t('domains.form.selectTemplate')}</option>
          {templates.data?.map((template) => (
            <option key={template.id} value={String(template.id)}>
              {template.name} ({template.industry})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('primaryColor', t('domains.form.color'), { placeholder: DOMAIN_DEFAULT_COLOR })}
        {text('logoUrl', t('domains.form.logo'), { placeholder: 'https://' })}
      </div>
      {text('seoTitle', t('domains.form.seoTitle'))}
      {text('seoDescription', t('domains.form.seoDescription'))}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('contactEmail', t('domains.form.email'), { type: 'email' })}
        {text('contactPhone', t('domains.form.phone'), { type: 'tel' })}
      </div>
      <Field id="domain-serviceAreas" label={t('domains.form.areas')} error={errors.serviceAreas?.message}>
        <Textarea id="domain-serviceAreas" rows={2} {...form.register('serviceAreas')} />
      </Field>
      <label className="flex items-center gap-2 text-sm font-medium">
        <Checkbox checked={form.watch('isActive')} onCheckedChange={(checked) => form.setValue('isActive', checked)} />
        {t('domains.form.active')}
      </label>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('domains.form.creating') : t('domains.form.create')}
        </Button>
      </div>
    </form>
  );
}
