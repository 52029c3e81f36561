import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { customerInputSchema, type Customer } from '@shared/customers/customers.schemas';
import { InputFields, type InputLine } from '@client/components/input-fields';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Textarea } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useSaveCustomer } from '../api/customers.api';
import { useT } from '@client/i18n/use-t';

type FormValues = z.input<typeof customerInputSchema>;

const linesOf = (t: (id: string) => string) =>
  [
    { name: 'name', label: t('customers.form.name'), type: 'text', autoComplete: 'name' },
    { name: 'email', label: t('customers.form.email'), type: 'email', autoComplete: 'email' },
    { name: 'phone', label: t('customers.form.phone'), type: 'tel', autoComplete: 'tel' },
    { name: 'address', label: t('customers.form.address'), type: 'text', autoComplete: 'street-address' },
  ] as const satisfies readonly InputLine<FormValues>[];

/** The customer's fields; saving closes the dialog it is in (`onSaved`). */
export function CustomerForm({ customer, onSaved }: { customer?: Customer; onSaved: () => void }) {
  const t = useT();
  const save = useSaveCustomer(customer?.id);
  const form = useForm<FormValues, unknown, z.output<typeof customerInputSchema>>({
    resolver: zodResolver(customerInputSchema),
    defaultValues: {
      name: customer?.name ?? '',
      email: customer?.email ?? '',
      phone: customer?.phone ?? '',
      address: customer?.address ?? '',
      notes: customer?.notes ?? '',
    },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => showFieldErrors(form.setError, error),
    }),
  );

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <InputFields form={form} idPrefix="customer" lines={linesOf(t)} />
      <Field id="customer-notes" label={t('customers.form.notes')} error={errors.notes?.message}>
        <Textarea
          id="customer-notes"
          rows={3}
          {...invalidProps('customer-notes', errors.notes?.message)}
          {...form.register('notes')}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('customers.form.saving') : customer ? t('customers.form.save') : t('customers.page.add')}
        </Button>
      </div>
    </form>
  );
}
