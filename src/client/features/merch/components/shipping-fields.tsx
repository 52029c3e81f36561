import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import type { CheckoutValues } from './checkout-values';
import { useT } from '@client/i18n/use-t';

type Name = keyof CheckoutValues['shippingAddress'];

type Translate = ReturnType<typeof useT>;

const fieldsOf = (
  t: Translate,
): { name: Exclude<Name, 'country'>; label: string; autoComplete: string; className?: string }[] => [
  { name: 'name', label: t('merch.ship.name'), autoComplete: 'name', className: 'sm:col-span-2' },
  { name: 'line1', label: t('merch.ship.line1'), autoComplete: 'address-line1', className: 'sm:col-span-2' },
  { name: 'line2', label: t('merch.ship.line2'), autoComplete: 'address-line2', className: 'sm:col-span-2' },
  { name: 'city', label: t('merch.ship.city'), autoComplete: 'address-level2' },
  { name: 'state', label: t('merch.ship.state'), autoComplete: 'address-level1' },
  { name: 'postalCode', label: t('merch.ship.postalCode'), autoComplete: 'postal-code' },
];

/** Where the order ships, in the United States; the schema's messages under each field. */
export function ShippingFields(props: {
  register: UseFormRegister<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
}) {
  const t = useT();
  const errors = props.errors.shippingAddress;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{t('merch.ship.title')}</legend>
      {errors?.message && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.message}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {fieldsOf(t).map((f) => {
          const id = `ship-${f.name}`;
          const error = errors?.[f.name]?.message;
          return (
            <Field key={f.name} id={id} label={f.label} error={error} className={f.className}>
              <Input
                id={id}
                autoComplete={`shipping ${f.autoComplete}`}
                {...(f.name === 'postalCode' ? { inputMode: 'numeric' as const } : {})}
                {...invalidProps(id, error)}
                {...props.register(`shippingAddress.${f.name}`)}
              />
            </Field>
          );
        })}
        <p className="self-end pb-2 text-sm text-muted">{t('merch.ship.country')}</p>
      </div>
    </fieldset>
  );
}
