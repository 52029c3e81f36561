import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { customerOptionsQuery, type CustomerOption } from '../lib/customer-lookup';
import { CustomerPicker } from './customer-picker';
import { Field } from './ui/field';
import { useT } from '@client/i18n/use-t';

/** A form's Customer field: the picker bound to the customer id, with its label and message. */
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
  const error = fieldState.error?.message;
  return (
    <Field id={props.id} label={t('components.customerField.label')} error={error}>
      <CustomerPicker
        id={props.id}
        inputRef={field.ref}
        initialName={props.initialName}
        error={error}
        optionsQuery={customerOptionsQuery}
        onSelect={(customer) => {
          field.onChange(customer.id);
          props.onSelect?.(customer);
        }}
      />
    </Field>
  );
}
