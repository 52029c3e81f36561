import { useWatch, type UseFormReturn } from 'react-hook-form';
import { formatMoney, fromCents } from '@shared/money';
import { depositCents, depositIssue } from '@shared/quotes/quote-deposit';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import { depositTypeOf, depositValueOf, type QuoteFormOutput, type QuoteFormValues } from '../quote-form-values';

type QuoteFormApi = UseFormReturn<QuoteFormValues, unknown, QuoteFormOutput>;

/**
 * The deposit asked on acceptance: none, a percentage of the amount or a fixed sum, with what it comes to for the
 * amount the form shows (the server computes the same from the amount it stores).
 */
export function QuoteDepositFields({ form, amount }: { form: QuoteFormApi; amount: string }) {
  const t = useT();
  const [rawType, rawValue] = useWatch({ control: form.control, name: ['depositType', 'depositValue'] });
  const type = depositTypeOf(rawType);
  const value = depositValueOf(rawValue);
  const error = form.formState.errors.depositValue?.message;
  const due = type && !depositIssue(type, value, amount) ? fromCents(depositCents(type, value, amount)) : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id="quote-depositType"
        label={t('quotes.deposit.label')}
        error={form.formState.errors.depositType?.message}
      >
        <NativeSelect id="quote-depositType" {...form.register('depositType')}>
          <option value="">{t('quotes.deposit.none')}</option>
          <option value="percent">{t('quotes.deposit.percent')}</option>
          <option value="fixed">{t('quotes.deposit.fixed')}</option>
        </NativeSelect>
      </Field>
      {type && (
        <Field
          id="quote-depositValue"
          label={type === 'percent' ? t('quotes.deposit.percentLabel') : t('quotes.deposit.fixedLabel')}
          error={error}
          hint={due ? t('quotes.deposit.due', { amount: formatMoney(due) }) : undefined}
        >
          <Input
            id="quote-depositValue"
            inputMode="decimal"
            placeholder={type === 'percent' ? '25' : '50.00'}
            {...invalidProps('quote-depositValue', error)}
            {...form.register('depositValue')}
          />
        </Field>
      )}
    </div>
  );
}
