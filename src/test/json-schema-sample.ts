import type { JsonSchema } from './api-operations';

/** A value for a field by its name, or undefined to let the schema decide. */
export type SampleHint = (name: string, schema: JsonSchema) => unknown;

let sequence = 0;

/**
 * What the API's fields mean beyond their JSON Schema: the document says `string` where zod checks an e-mail
 * address (a refinement) or parses CSV. Unique e-mail addresses, so a sign-up sample is not a duplicate.
 */
export const fieldConventions: SampleHint = (name, schema) => {
  if (/email$/i.test(name)) return `sample-${Date.now().toString(36)}-${++sequence}@example.com`;
  if (/password$/i.test(name)) return 'long-enough-42';
  if (/(website|url)$/i.test(name)) return 'https://example.com';
  // The test card that succeeds, so a payment's request is refused (or not) for what it addresses.
  if (name === 'cardNumber') return '4242424242424242';
  if (name === 'expiryDate') return '12/40';
  if (name === 'cvv') return '123';
  // Money as the forms send it, where the schema takes text.
  if (name === 'amount' && schema.type === 'string') return '12.50';
  // A visit ends an hour after the date-time sample it starts at.
  if (name === 'endTime' && schema.format === 'date-time') return '2030-06-30T13:00:00.000Z';
  if (name === 'csv') return 'name,email\nSample Person,sample.person@example.com\n';
  return undefined;
};

const STRING_CANDIDATES = ['Sample text', '12.50', '1', '2030-06-30', 'sample@example.com', 'x', '#3b82f6'];

function stringSample(schema: JsonSchema): string {
  if (schema.format === 'date') return '2030-06-30';
  if (schema.format === 'date-time') return '2030-06-30T12:00:00.000Z';
  if (schema.format === 'email') return 'sample@example.com';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = (s: string) => s.length >= min && s.length <= max && (!pattern || pattern.test(s));
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(min, 1));
}

function numberSample(schema: JsonSchema, integer: boolean): number {
  let lo = schema.minimum ?? -Infinity;
  if (schema.exclusiveMinimum === true) lo += integer ? 1 : 0.01;
  if (typeof schema.exclusiveMinimum === 'number') lo = schema.exclusiveMinimum + (integer ? 1 : 0.01);
  const hi = schema.maximum ?? Infinity;
  return Math.min(Math.max(lo, 1), hi);
}

const isBlankChoice = (s: JsonSchema) => s.enum?.length === 1 && s.enum[0] === '';
const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? s.type[0]) : s.type);

/**
 * A valid-looking value for `schema`, the starting point the checks vary one field at a time. Every property
 * of an object is filled (optional ones too, so more code runs), defaults are kept, and of several choices
 * the first that says something (a date rather than the blank that means none).
 */
export function sampleOf(schema: JsonSchema, name = '', hint: SampleHint = fieldConventions): unknown {
  const hinted = hint(name, schema);
  if (hinted !== undefined) return hinted;
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) {
    // A number where text or a number will do: free text is rarely what a field of either kind means.
    const telling = choices.filter((c) => !isBlankChoice(c) && typeOf(c) !== 'null');
    const pick = telling.find((c) => typeOf(c) === 'number' || typeOf(c) === 'integer') ?? telling[0] ?? choices[0];
    return sampleOf(pick, name, hint);
  }
  switch (typeOf(schema) ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sampleOf(prop, key, hint);
      return out;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, () => sampleOf(schema.items ?? {}, name, hint));
    }
    case 'integer':
      return numberSample(schema, true);
    case 'number':
      return numberSample(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return stringSample(schema);
    default:
      return 'Sample text';
  }
}
