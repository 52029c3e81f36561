/** A value of Stripe's form encoding once nested: every leaf is a string, as on the wire. */
export type FormValue = string | FormValue[] | FormObject;
export type FormObject = { [key: string]: FormValue };

export class FormError extends Error {}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[b][0][c]` -> ['a', 'b', '0', 'c']; `expand[]` -> ['expand', ''] (the next index). */
function segmentsOf(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new FormError(`Invalid parameter name: ${key}`);
  const rest = (match[2].match(/\[[^[\]]*\]/g) ?? []).map((s) => s.slice(1, -1));
  const segments = [match[1], ...rest];
  if (segments.some((s) => FORBIDDEN.has(s))) throw new FormError(`Invalid parameter name: ${key}`);
  return segments;
}

function assign(root: FormObject, key: string, value: string) {
  const segments = segmentsOf(key);
  let container = root;
  segments.forEach((raw, i) => {
    const segment = raw === '' ? String(Object.keys(container).length) : raw;
    if (i === segments.length - 1) {
      if (segment in container) throw new FormError(`Parameter given twice: ${key}`);
      container[segment] = value;
      return;
    }
    const next = (container[segment] ??= {});
    if (typeof next === 'string' || Array.isArray(next))
      throw new FormError(`Parameter is both a value and a hash: ${key}`);
    container = next;
  });
}

/** Objects whose keys are all indexes become arrays, in index order (how the SDK sends `items[0]`, `items[1]`). */
function withArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => withArrays(value[k]));
  }
  return Object.fromEntries(keys.map((k) => [k, withArrays(value[k])]));
}

/** Parses an `application/x-www-form-urlencoded` body or query string as Stripe reads it. */
export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) assign(root, key, value);
  return withArrays(root) as FormObject;
}
