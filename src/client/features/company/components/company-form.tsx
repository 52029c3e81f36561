import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { companyInputSchema, type Company } from '@shared/company/company.schemas';
import { LANGUAGES, languageNames } from '@shared/account/preference-values';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/input';
import { InputFields, type InputLine } from '@client/components/input-fields';
import { Button } from '@client/components/ui/button';
import { showFieldErrors } from '@client/lib/form-errors';
import { useSaveCompany } from '../api/company.api';
import { useT } from '@client/i18n/use-t';

type FormValues = z.input<typeof companyInputSchema>;
const fieldsOf = (t: (id: string) => string) =>
  [
    { name: 'name', label: t('company.form.name'), autoComplete: 'organization', type: 'text' },
    { name: 'address', label: t('company.form.address'), autoComplete: 'street-address', type: 'text' },
    { name: 'phone', label: t('company.form.phone'), autoComplete: 'tel', type: 'tel' },
    { name: 'email', label: t('company.form.email'), autoComplete: 'email', type: 'email' },
    { name: 'website', label: t('company.form.website'), autoComplete: 'url', type: 'text' },
  ] as const satisfies readonly InputLine<FormValues>[];

/** Creates the company (no `company` given) or edits it. */
export function CompanyForm({ company, onSaved }: { company?: Company | null; onSaved?: (c: Company) => void }) {
  const t = useT();
  const save = useSaveCompany(company ? 'update' : 'create');
  const form = useForm<FormValues, unknown, z.output<typeof companyInputSchema>>({
    resolver: zodResolver(companyInputSchema),
    defaultValues: {
      name: company?.name ?? '',
      address: company?.address ?? '',
      phone: company?.phone ?? '',
      email: company?.email ?? '',
      website: company?.website ?? '',
      language: company?.language ?? 'en',
    },
  });

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => onSaved?.(saved),
      onError: (error) => showFieldErrors(form.setError, error),
    }),
  );

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <InputFields form={form} idPrefix="company" lines={fieldsOf(t)} />
      <Field id="company-language" label={t('company.form.language')} hint={t('company.form.languageHint')}>
        <NativeSelect id="company-language" {...form.register('language')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {languageNames[language]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('company.saving') : company ? t('company.form.save') : t('company.form.create')}
      </Button>
    </form>
  );
}
