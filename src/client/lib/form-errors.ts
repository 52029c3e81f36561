import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from './api';

/** Puts the server's messages under their fields, as the form's own checks would; the first takes the focus. */
export function showFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown) {
  Object.entries(fieldErrors(error)).forEach(([name, message], i) =>
    setError(name as Path<T>, { message }, { shouldFocus: i === 0 }),
  );
}
