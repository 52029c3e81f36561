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

const feesOf = (type: DomainType) => `$${DOMAIN_FEES[type].setupFee} setup, $${DOMAIN_FEES[type].monthlyFee}/month`;

type TextName = Exclude<keyof DomainFormValues, 'isActive' | 'domainType' | 'landingPageTemplate' | 'serviceAreas'>;

/** The create-domain form; the custom domain's field shows only for a custom domain. */
export function DomainForm(props: { onSaved: (domain: Domain) => void }) {
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
      <Field id="domain-domainType" label="Domain type">
        <NativeSelect id="domain-domainType" {...form.register('domainType')}>
          <option value="subdomain">Subdomain ({feesOf('subdomain')})</option>
          <option value="custom">Custom domain ({feesOf('custom')})</option>
        </NativeSelect>
      </Field>
      {type === 'custom'
        ? text('domain', 'Custom domain', {
            placeholder: 'www.example.com',
            hint: 'Without https://. You add a DNS record to verify it once it is created.',
          })
        : text('subdomain', 'Subdomain', { placeholder: 'your-business' })}
      <Field id="domain-landingPageTemplate" label="Template" error={errors.landingPageTemplate?.message}>
        <NativeSelect
          id="domain-landingPageTemplate"
          {...invalidProps('domain-landingPageTemplate', errors.landingPageTemplate?.message)}
          {...form.register('landingPageTemplate')}
        >
          <option value="">Select a template</option>
          {templates.data?.map((t) => (
            <option key={t.id} value={String(t.id)}>
              {t.name} ({t.industry})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('primaryColor', 'Primary color', { placeholder: DOMAIN_DEFAULT_COLOR })}
        {text('logoUrl', 'Logo URL', { placeholder: 'https://' })}
      </div>
      {text('seoTitle', 'SEO title')}
      {text('seoDescription', 'SEO description')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('contactEmail', 'Contact email', { type: 'email' })}
        {text('contactPhone', 'Contact phone', { type: 'tel' })}
      </div>
      <Field id="domain-serviceAreas" label="Service areas" error={errors.serviceAreas?.message}>
        <Textarea id="domain-serviceAreas" rows={2} {...form.register('serviceAreas')} />
      </Field>
      <label className="flex items-center gap-2 text-sm font-medium">
        <Checkbox checked={form.watch('isActive')} onCheckedChange={(checked) => form.setValue('isActive', checked)} />
        Active
      </label>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Domain'}
        </Button>
      </div>
    </form>
  );
}
