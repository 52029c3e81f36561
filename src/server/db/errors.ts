/** PostgreSQL's error of `code` (23503 foreign_key_violation...), however the driver wrapped it. */
export const isPgError = (error: unknown, code: string): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === code || isPgError((error as { cause?: unknown }).cause, code));

export const isForeignKeyViolation = (error: unknown) => isPgError(error, '23503');
