import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { markPaidSchema, PAYMENT_METHODS, type Invoice, type MarkPaidInput } from '@shared/invoices/invoices.schemas';
import { formatMoney } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect } from '@client/components/ui/input';
import { toDateInput } from '@client/lib/dates';
import { useMarkPaid } from '../api/invoices.api';
import { paymentMethodLabels } from '../invoice-format';

/** Records a payment received outside the app: how, and on which day (today unless told). */
export function MarkPaidForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const markPaid = useMarkPaid(invoice.id);
  const form = useForm<MarkPaidInput, unknown, z.output<typeof markPaidSchema>>({
    resolver: zodResolver(markPaidSchema),
    // No method until one is chosen: the select starts on its prompt.
    defaultValues: { paidDate: toDateInput(new Date()) },
  });
  const errors = form.formState.errors;

  return (
    <form
      noValidate
      className="space-y-4 rounded-lg border p-4"
      onSubmit={form.handleSubmit((values) => markPaid.mutate(values, { onSuccess: onDone }))}
    >
      <p className="text-sm">
        Record a payment of <strong>{formatMoney(invoice.total)}</strong> for {invoice.invoiceNumber}.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="paid-method" label="Payment Method" error={errors.paymentMethod?.message}>
          <NativeSelect
            id="paid-method"
            {...invalidProps('paid-method', errors.paymentMethod?.message)}
            {...form.register('paymentMethod')}
          >
            <option value="">Select a method</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {paymentMethodLabels[method]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="paid-date" label="Paid Date" error={errors.paidDate?.message}>
          <Input
            id="paid-date"
            type="date"
            {...invalidProps('paid-date', errors.paidDate?.message)}
            {...form.register('paidDate', { setValueAs: (v: string) => v || undefined })}
          />
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Back
        </Button>
        <Button type="submit" disabled={markPaid.isPending}>
          {markPaid.isPending ? 'Saving...' : 'Mark as Paid'}
        </Button>
      </div>
    </form>
  );
}
