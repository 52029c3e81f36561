import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { quoteInputSchema } from '@shared/quotes/quotes.schemas';
import { liveTotals, type QuoteFormOutput, type QuoteFormValues } from './quote-form-values';

/**
 * Validates the form with the shared schema, the amount being the items' live total (what the form shows and
 * sends). Each field shows the first message the schema gives: zodResolver would show the message of a union's
 * first branch, so a blank rate (a number-or-numeric-text union) would not read 'Rate must be positive'.
 */
export const quoteFormResolver: Resolver<QuoteFormValues, unknown, QuoteFormOutput> = async (
  values,
  _context,
  options,
) => {
  const result = await quoteInputSchema.safeParseAsync({ ...values, amount: liveTotals(values.items).total });
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};
