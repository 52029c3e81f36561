import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import type { CheckoutValues } from './checkout-values';

type Name = keyof CheckoutValues['shippingAddress'];

const fields: { name: Exclude<Name, 'country'>; label: string; autoComplete: string; className?: string }[] = [
  { name: 'name', label: 'Ship to (name)', autoComplete: 'name', className: 'sm:col-span-2' },
  { name: 'line1', label: 'Street address', autoComplete: 'address-line1', className: 'sm:col-span-2' },
  { name: 'line2', label: 'Apartment, suite (optional)', autoComplete: 'address-line2', className: 'sm:col-span-2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'ZIP code', autoComplete: 'postal-code' },
];

/** Where the order ships, in the United States; the schema's messages under each field. */
export function ShippingFields(props: {
  register: UseFormRegister<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
}) {
  const errors = props.errors.shippingAddress;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">Shipping address</legend>
      {errors?.message && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.message}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((f) => {
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
        <p className="self-end pb-2 text-sm text-muted">United States</p>
      </div>
    </fieldset>
  );
}
