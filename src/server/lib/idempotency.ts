import { z } from 'zod';

/**
 * A client's key for one attempt (`Idempotency-Key`): sent again (a retried request, a double click), the
 * first attempt's outcome is answered and nothing is taken twice. Routes that require one say so after they
 * have checked what the request addresses, so a stranger's request answers 404 whatever it carries.
 */
export const optionalIdempotencyKeyHeaders = z.object({
  'idempotency-key': z.string().trim().min(1).max(100, 'Idempotency-Key must be at most 100 characters').optional(),
});
