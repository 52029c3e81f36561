import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';

type CardForm = FieldValues & {
  card?: { cardholderName: string; cardNumber: string; expiryDate: string; cvv: string };
};

/** The test-mode card: name, number, expiry (MM/YY) and security code, with the browser's card autofill hints. */
export function CardFields<T extends CardForm>({ form }: { form: UseFormReturn<T, unknown, unknown> }) {
  const t = useT();
  const errors = (form.formState.errors.card ?? {}) as Partial<Record<string, { message?: string }>>;
  const field = (name: 'cardholderName' | 'cardNumber' | 'expiryDate' | 'cvv') => ({
    error: errors[name]?.message,
    register: form.register(`card.${name}` as Path<T>),
  });
  const name = field('cardholderName');
  const number = field('cardNumber');
  const expiry = field('expiryDate');
  const cvv = field('cvv');
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{t('components.card.legend')}</legend>
      <Field id="card-name" label={t('components.card.name')} error={name.error}>
        <Input id="card-name" autoComplete="cc-name" {...invalidProps('card-name', name.error)} {...name.register} />
      </Field>
      <Field id="card-number" label={t('components.card.number')} error={number.error}>
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          {...invalidProps('card-number', number.error)}
          {...number.register}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id="card-expiry" label={t('components.card.expiry')} error={expiry.error}>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('components.card.expiryPlaceholder')}
            maxLength={5}
            {...invalidProps('card-expiry', expiry.error)}
            {...expiry.register}
          />
        </Field>
        <Field id="card-cvv" label={t('components.card.cvv')} error={cvv.error}>
          <Input
            id="card-cvv"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            {...invalidProps('card-cvv', cvv.error)}
            {...cvv.register}
          />
        </Field>
      </div>
    </fieldset>
  );
}
