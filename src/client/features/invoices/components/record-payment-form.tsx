import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PAYMENT_METHODS, type Invoice } from '@shared/invoices/invoices.schemas';
import { formatMoney } from '@shared/money';
import { recordPaymentSchema, type RecordPaymentInput } from '@shared/payments/payments.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect } from '@client/components/ui/input';
import { toDateInput } from '@client/lib/dates';
import { useT } from '@client/i18n/use-t';
import { Trans } from '@client/i18n/trans';
import { useRecordPayment } from '../api/invoices.api';
import { paymentMethodLabels } from '../invoice-format';

/**
 * Records money received outside the app: how much (the whole balance unless told), how, on which day (today
 * unless told) and a reference (a check's number). One key per opening of the form: a retried save is one payment.
 */
export function RecordPaymentForm({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) {
  const t = useT();
  const record = useRecordPayment(invoice.id);
  const [key] = useState(() => crypto.randomUUID());
  const form = useForm<RecordPaymentInput, unknown, z.output<typeof recordPaymentSchema>>({
    resolver: zodResolver(recordPaymentSchema),
    // No method until one is chosen: the select starts on its prompt.
    defaultValues: { amount: invoice.balanceDue, paidDate: toDateInput(new Date()) },
  });
  const errors = form.formState.errors;

  return (
    <form
      noValidate
      className="space-y-4 rounded-lg border p-4"
      onSubmit={form.handleSubmit((input) => record.mutate({ input, key }, { onSuccess: onDone }))}
    >
      <p className="text-sm">
        <Trans
          id="invoices.recordPayment.intro"
          values={{ number: invoice.invoiceNumber, amount: formatMoney(invoice.balanceDue) }}
          components={{ b: <strong /> }}
        />
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="payment-amount" label={t('invoices.recordPayment.amount')} error={errors.amount?.message}>
          <Input
            id="payment-amount"
            inputMode="decimal"
            {...invalidProps('payment-amount', errors.amount?.message)}
            {...form.register('amount')}
          />
        </Field>
        <Field id="payment-method" label={t('invoices.recordPayment.method')} error={errors.paymentMethod?.message}>
          <NativeSelect
            id="payment-method"
            {...invalidProps('payment-method', errors.paymentMethod?.message)}
            {...form.register('paymentMethod')}
          >
            <option value="">{t('invoices.recordPayment.selectMethod')}</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {paymentMethodLabels(t)[method]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="payment-date" label={t('invoices.recordPayment.paidDate')} error={errors.paidDate?.message}>
          <Input
            id="payment-date"
            type="date"
            {...invalidProps('payment-date', errors.paidDate?.message)}
            {...form.register('paidDate', { setValueAs: (v: string) => v || undefined })}
          />
        </Field>
        <Field id="payment-reference" label={t('invoices.recordPayment.reference')} error={errors.reference?.message}>
          <Input
            id="payment-reference"
            placeholder={t('invoices.recordPayment.referencePlaceholder')}
            {...invalidProps('payment-reference', errors.reference?.message)}
            {...form.register('reference', { setValueAs: (v: string) => v || undefined })}
          />
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('invoices.recordPayment.back')}
        </Button>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? t('invoices.recordPayment.saving') : t('invoices.actions.recordPayment')}
        </Button>
      </div>
    </form>
  );
}
