import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { customerOptionsQuery, useCustomer, type CustomerOption } from '../lib/customer-lookup';
import { CustomerPicker } from './customer-picker';
import { Field } from './ui/field';
import { useT } from '@client/i18n/use-t';

/** The customer the picker shows: the one it opened with or the one picked; `outside` counts changes from outside. */
type Shown = { id: unknown; name: string; outside: number };

/**
 * A form's Customer field: the picker bound to the customer id, with its label and message. When the id changes
 * from outside the picker (a draft put back, or discarded), the picker shows that customer's name.
 */
export function CustomerField<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  /** The customer already chosen (editing, or started from a customer). */
  initialName: string;
  /** Called after the id is set, for forms that copy the customer's details too. */
  onSelect?: (customer: CustomerOption) => void;
}) {
  const t = useT();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const [shown, setShown] = useState<Shown>(() => ({ id: field.value, name: props.initialName, outside: 0 }));
  const outside = field.value !== shown.id;
  const chosenId = typeof field.value === 'number' ? field.value : null;
  const looked = useCustomer(outside ? chosenId : null);
  if (outside && (chosenId === null || looked.data?.id === chosenId)) {
    const name = chosenId === null ? '' : (looked.data?.name ?? '');
    setShown({ id: field.value, name, outside: shown.outside + 1 });
  }
  const error = fieldState.error?.message;
  return (
    <Field id={props.id} label={t('components.customerField.label')} error={error}>
      <CustomerPicker
        key={shown.outside}
        id={props.id}
        inputRef={field.ref}
        initialName={shown.name}
        error={error}
        optionsQuery={customerOptionsQuery}
        onSelect={(customer) => {
          setShown({ ...shown, id: customer.id, name: customer.name });
          field.onChange(customer.id);
          props.onSelect?.(customer);
        }}
      />
    </Field>
  );
}
