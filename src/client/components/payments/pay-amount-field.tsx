import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { formatMoney } from '@shared/money';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';

/** How much to pay now, when the business takes part of a balance: the whole balance unless changed. */
export function AmountField<T extends FieldValues & { amount: string }>(props: {
  form: UseFormReturn<T, unknown, unknown>;
  balanceDue: string;
  minimum: string;
}) {
  const t = useT();
  const error = props.form.formState.errors.amount?.message as string | undefined;
  return (
    <Field
      id="pay-amount"
      label={t('components.payAmount.label')}
      error={error}
      hint={t('components.payAmount.hint', { minimum: formatMoney(props.minimum) })}
    >
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted" aria-hidden>
          $
        </span>
        <Input
          id="pay-amount"
          inputMode="decimal"
          className="pl-7"
          {...invalidProps('pay-amount', error)}
          {...props.form.register('amount' as Path<T>)}
        />
      </div>
    </Field>
  );
}
