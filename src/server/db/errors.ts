/** PostgreSQL's error of `code` (23503 foreign_key_violation...), however the driver wrapped it. */
export const isPgError = (error: unknown, code: string): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === code || isPgError((error as { cause?: unknown }).cause, code));

/** A row still referenced: 23503, or 23001 (restrict_violation) where the key says ON DELETE RESTRICT. */
export const isForeignKeyViolation = (error: unknown) => isPgError(error, '23503') || isPgError(error, '23001');
