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

type FormValues = z.input<typeof customerInputSchema>;

const lines = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', type: 'text', autoComplete: 'street-address' },
] as const satisfies readonly InputLine<FormValues>[];

/** The customer's fields; saving closes the dialog it is in (`onSaved`). */
export function CustomerForm({ customer, onSaved }: { customer?: Customer; onSaved: () => void }) {
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
      <InputFields form={form} idPrefix="customer" lines={lines} />
      <Field id="customer-notes" label="Notes" error={errors.notes?.message}>
        <Textarea
          id="customer-notes"
          rows={3}
          {...invalidProps('customer-notes', errors.notes?.message)}
          {...form.register('notes')}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : customer ? 'Save Changes' : 'Add Customer'}
        </Button>
      </div>
    </form>
  );
}
