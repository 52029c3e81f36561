import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { Quote } from '@shared/quotes/quotes.schemas';
import { formatMoney } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { fieldErrors } from '@client/lib/api';
import { useSaveQuote } from '../api/quotes.api';
import { quoteFormResolver } from '../quote-form-resolver';
import { liveTotals, quoteFormDefaults, type QuoteFormOutput, type QuoteFormValues } from '../quote-form-values';
import { CustomerPicker } from './customer-picker';
import { QuoteItemsFields } from './quote-items-fields';

/** Creates a quote, or edits `quote` (a draft). The amount is the items' total, shown as they are typed. */
export function QuoteForm(props: { quote?: Quote; onSaved: (quote: Quote) => void }) {
  const save = useSaveQuote(props.quote?.id);
  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver: quoteFormResolver,
    defaultValues: quoteFormDefaults(props.quote),
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const totals = liveTotals(useWatch({ control, name: 'items' }));

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: props.onSaved,
      onError: (error) =>
        Object.entries(fieldErrors(error)).forEach(([name, message], i) =>
          form.setError(name as FieldPath<QuoteFormValues>, { message }, { shouldFocus: i === 0 }),
        ),
    }),
  );

  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <Controller
        control={control}
        name="customerId"
        render={({ field, fieldState }) => (
          <Field id="quote-customer" label="Customer" error={fieldState.error?.message}>
            <CustomerPicker
              id="quote-customer"
              inputRef={field.ref}
              initialName={props.quote?.customerName ?? ''}
              error={fieldState.error?.message}
              onSelect={(customer) => field.onChange(customer.id)}
            />
          </Field>
        )}
      />
      <Field id="quote-description" label="Description" error={errors.description?.message}>
        <Textarea
          id="quote-description"
          rows={2}
          placeholder="What the work covers"
          {...invalidProps('quote-description', errors.description?.message)}
          {...register('description')}
        />
      </Field>
      <QuoteItemsFields form={form} lines={totals.items} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="quote-validUntil" label="Valid Until" error={errors.validUntil?.message}>
          <Input
            id="quote-validUntil"
            type="date"
            {...invalidProps('quote-validUntil', errors.validUntil?.message)}
            {...register('validUntil')}
          />
        </Field>
        <Field id="quote-amount" label="Amount" error={errors.amount?.message}>
          <output
            id="quote-amount"
            data-testid="quote-amount"
            aria-live="polite"
            className="flex h-10 items-center rounded-md bg-slate-100 px-3 text-base font-semibold dark:bg-slate-800"
          >
            {formatMoney(totals.total)}
          </output>
        </Field>
      </div>
      <Field id="quote-notes" label="Notes" error={errors.notes?.message}>
        <Textarea id="quote-notes" rows={2} placeholder="Shown on the quote" {...register('notes')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {props.quote
            ? save.isPending
              ? 'Saving...'
              : 'Save Changes'
            : save.isPending
              ? 'Creating...'
              : 'Create Quote'}
        </Button>
      </div>
    </form>
  );
}
