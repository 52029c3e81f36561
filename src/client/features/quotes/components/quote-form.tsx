import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { depositIssue } from '@shared/quotes/quote-deposit';
import { quoteInputSchema, type Quote } from '@shared/quotes/quotes.schemas';
import { formatMoney } from '@shared/money';
import { CustomerField } from '@client/components/customer-field';
import { DraftNotice } from '@client/components/draft-notice';
import { LineItemsFields } from '@client/components/line-items-fields';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import type { CustomerOption } from '@client/lib/customer-lookup';
import { draftName, useFormDraft } from '@client/lib/form-draft';
import { showFieldErrors } from '@client/lib/form-errors';
import { liveTotals } from '@client/lib/line-item-values';
import { useSaveQuote } from '../api/quotes.api';
import {
  depositTypeOf,
  depositValueOf,
  quoteFormDefaults,
  type QuoteFormOutput,
  type QuoteFormValues,
} from '../quote-form-values';
import { QuoteDepositFields } from './quote-deposit-fields';

const resolveQuote = zodResolver(quoteInputSchema);

/**
 * Checks and sends the amount the form shows: the items' live total, never a stale figure; and holds a deposit to
 * that total, as the server will.
 */
const resolver: Resolver<QuoteFormValues, unknown, QuoteFormOutput> = async (values, context, options) => {
  const amount = liveTotals(values.items).total;
  const result = await resolveQuote({ ...values, amount }, context, options);
  const issue = depositIssue(depositTypeOf(values.depositType), depositValueOf(values.depositValue), amount);
  if (!issue || result.errors.depositValue) return result;
  return { values: {}, errors: { ...result.errors, depositValue: { type: 'custom', message: issue } } };
};

/**
 * Creates a quote (for `customer` when one is chosen already), or edits `quote` (a draft). The amount is the items'
 * total, shown as they are typed.
 */
export function QuoteForm(props: { quote?: Quote; customer?: CustomerOption; onSaved: (quote: Quote) => void }) {
  const t = useT();
  const save = useSaveQuote(props.quote?.id);
  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver,
    defaultValues: quoteFormDefaults(props.quote, props.customer?.id),
  });
  const draft = useFormDraft(form, draftName('quote', props.quote?.id, props.customer?.id));
  const { register, formState, control } = form;
  const errors = formState.errors;
  const totals = liveTotals(useWatch({ control, name: 'items' }));

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (quote) => {
        draft.clear();
        props.onSaved(quote);
      },
      onError: (error) => showFieldErrors(form.setError, error),
    }),
  );

  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <DraftNotice draft={draft} />
      <CustomerField
        control={control}
        name="customerId"
        id="quote-customer"
        initialName={props.quote?.customerName ?? props.customer?.name ?? ''}
      />
      <Field id="quote-description" label={t('quotes.form.descriptionLabel')} error={errors.description?.message}>
        <Textarea
          id="quote-description"
          rows={2}
          placeholder={t('quotes.form.descriptionPlaceholder')}
          {...invalidProps('quote-description', errors.description?.message)}
          {...register('description')}
        />
      </Field>
      <LineItemsFields form={form} lines={totals.items} quantity="whole" idPrefix="quote-item" testId="quote-item" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="quote-validUntil" label={t('quotes.form.validUntil')} error={errors.validUntil?.message}>
          <Input
            id="quote-validUntil"
            type="date"
            {...invalidProps('quote-validUntil', errors.validUntil?.message)}
            {...register('validUntil')}
          />
        </Field>
        <Field id="quote-amount" label={t('quotes.form.amount')} error={errors.amount?.message}>
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
      <QuoteDepositFields form={form} amount={totals.total} />
      <Field id="quote-notes" label={t('quotes.form.notes')} error={errors.notes?.message}>
        <Textarea id="quote-notes" rows={2} placeholder={t('quotes.form.notesPlaceholder')} {...register('notes')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {props.quote
            ? save.isPending
              ? t('quotes.form.saving')
              : t('quotes.form.save')
            : save.isPending
              ? t('quotes.form.creating')
              : t('quotes.form.create')}
        </Button>
      </div>
    </form>
  );
}
