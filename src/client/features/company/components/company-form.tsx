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

type FormValues = z.input<typeof companyInputSchema>;
const fields = [
  { name: 'name', label: 'Company name', autoComplete: 'organization', type: 'text' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', type: 'text' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { name: 'email', label: 'Business e-mail', autoComplete: 'email', type: 'email' },
  { name: 'website', label: 'Website', autoComplete: 'url', type: 'text' },
] as const satisfies readonly InputLine<FormValues>[];

/** Creates the company (no `company` given) or edits it. */
export function CompanyForm({ company, onSaved }: { company?: Company | null; onSaved?: (c: Company) => void }) {
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
      <InputFields form={form} idPrefix="company" lines={fields} />
      <Field
        id="company-language"
        label="Language for customers"
        hint="The customer portal, quotes, invoices and e-mails your customers get are in this language."
      >
        <NativeSelect id="company-language" {...form.register('language')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {languageNames[language]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : company ? 'Save Changes' : 'Create Company'}
      </Button>
    </form>
  );
}
