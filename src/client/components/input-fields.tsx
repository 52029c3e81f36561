import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field, invalidProps } from './ui/field';
import { Input } from './ui/input';

export type InputLine<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
};

/** One labelled input per line of a form, each with its message; ids are `${idPrefix}-${name}`. */
export function InputFields<T extends FieldValues>(props: {
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>;
  idPrefix: string;
  lines: readonly InputLine<T>[];
}) {
  const { form } = props;
  return props.lines.map((line) => {
    const id = `${props.idPrefix}-${line.name}`;
    const error = form.getFieldState(line.name, form.formState).error?.message;
    return (
      <Field key={line.name} id={id} label={line.label} error={error}>
        <Input
          id={id}
          type={line.type}
          autoComplete={line.autoComplete}
          {...invalidProps(id, error)}
          {...form.register(line.name)}
        />
      </Field>
    );
  });
}
