import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from './api';
import { translateMessage } from '../i18n/translate-message';

/**
 * Puts the server's messages under their fields, as the form's own checks would (in the user's language); the first
 * takes the focus.
 */
export function showFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown) {
  Object.entries(fieldErrors(error)).forEach(([name, message], i) =>
    setError(name as Path<T>, { message: translateMessage(message) }, { shouldFocus: i === 0 }),
  );
}
