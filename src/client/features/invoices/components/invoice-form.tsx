import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { invoiceInputSchema, type Invoice } from '@shared/invoices/invoices.schemas';
import { CustomerField } from '@client/components/customer-field';
import { DraftNotice } from '@client/components/draft-notice';
import { LineItemsFields } from '@client/components/line-items-fields';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import { draftName, useFormDraft } from '@client/lib/form-draft';
import { showFieldErrors } from '@client/lib/form-errors';
import { liveTotals } from '@client/lib/line-item-values';
import { useSaveInvoice } from '../api/invoices.api';
import { useCustomerLanguage } from '@client/lib/customer-language';
import type { CustomerOption } from '@client/lib/customer-lookup';
import { invoiceFormDefaults, type InvoiceFormOutput, type InvoiceFormValues } from '../invoice-form-values';
import { InvoiceTotals } from './invoice-totals';

// A cleared tax or discount means none, as the schema's default of 0 has it.
const blankIsNone = { setValueAs: (v: unknown) => (v === '' ? undefined : v) };

/**
 * Creates an invoice (for `customer` when one is chosen already), or edits `invoice` (a draft). Totals follow the
 * items as they are typed.
 */
export function InvoiceForm(props: {
  invoice?: Invoice;
  customer?: CustomerOption;
  onSaved: (invoice: Invoice) => void;
}) {
  const t = useT();
  const save = useSaveInvoice(props.invoice?.id);
  const language = useCustomerLanguage();
  const [defaultValues] = useState(() => invoiceFormDefaults(props.invoice, props.customer, language));
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({
    resolver: zodResolver(invoiceInputSchema),
    defaultValues,
  });
  const draft = useFormDraft(form, draftName('invoice', props.invoice?.id, props.customer?.id));
  const { register, formState, control } = form;
  const errors = formState.errors;
  const [items, tax, discount] = useWatch({ control, name: ['items', 'tax', 'discount'] });
  const totals = liveTotals(items, tax, discount);

  const submit = form.handleSubmit((values) => {
    // The server computes these again from the items; sent so the payload is whole, as the specification lists it.
    const sums = liveTotals(values.items, values.tax, values.discount);
    save.mutate(
      { ...values, amount: sums.subtotal, subtotal: sums.subtotal, total: sums.total },
      {
        onSuccess: (invoice) => {
          draft.clear();
          props.onSaved(invoice);
        },
        onError: (error) => showFieldErrors(form.setError, error),
      },
    );
  });

  const text = (name: 'customerName' | 'customerEmail' | 'dueDate' | 'tax' | 'discount') => ({
    id: `invoice-${name}`,
    ...invalidProps(`invoice-${name}`, errors[name]?.message),
  });

  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <DraftNotice draft={draft} />
      <CustomerField
        control={control}
        name="customerId"
        id="invoice-customer"
        initialName={defaultValues.customerName ?? ''}
        onSelect={(customer) => {
          const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
          form.setValue('customerName', customer.name, options);
          form.setValue('customerEmail', customer.email ?? '', options);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="invoice-customerName" label={t('invoices.form.customerName')} error={errors.customerName?.message}>
          <Input autoComplete="off" {...text('customerName')} {...register('customerName')} />
        </Field>
        <Field
          id="invoice-customerEmail"
          label={t('invoices.form.customerEmail')}
          error={errors.customerEmail?.message}
        >
          <Input type="email" autoComplete="off" {...text('customerEmail')} {...register('customerEmail')} />
        </Field>
        <Field id="invoice-dueDate" label={t('invoices.form.dueDate')} error={errors.dueDate?.message}>
          <Input type="date" {...text('dueDate')} {...register('dueDate')} />
        </Field>
      </div>
      <LineItemsFields form={form} lines={totals.items} quantity="decimal" idPrefix="item" testId="invoice-item" />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <div className="space-y-4">
          <Field id="invoice-tax" label={t('invoices.form.tax')} error={errors.tax?.message}>
            <Input
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              {...text('tax')}
              {...register('tax', blankIsNone)}
            />
          </Field>
          <Field id="invoice-discount" label={t('invoices.form.discount')} error={errors.discount?.message}>
            <Input
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              {...text('discount')}
              {...register('discount', blankIsNone)}
            />
          </Field>
        </div>
        <div aria-live="polite" className="rounded-lg bg-slate-50 p-4 dark:bg-slate-900">
          <InvoiceTotals totals={totals} testIdPrefix="invoice" />
        </div>
      </div>
      <Field id="invoice-notes" label={t('invoices.form.notes')} error={errors.notes?.message}>
        <Textarea
          id="invoice-notes"
          rows={2}
          placeholder={t('invoices.form.notesPlaceholder')}
          {...register('notes')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="invoice-terms" label={t('invoices.form.terms')} error={errors.terms?.message}>
          <Textarea id="invoice-terms" rows={2} {...register('terms')} />
        </Field>
        <Field
          id="invoice-paymentInstructions"
          label={t('invoices.form.paymentInstructions')}
          error={errors.paymentInstructions?.message}
        >
          <Textarea id="invoice-paymentInstructions" rows={2} {...register('paymentInstructions')} />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {props.invoice
            ? save.isPending
              ? t('invoices.form.saving')
              : t('invoices.form.save')
            : save.isPending
              ? t('invoices.form.creating')
              : t('invoices.form.create')}
        </Button>
      </div>
    </form>
  );
}
