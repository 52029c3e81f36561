/**
 * How a text finds its message in the catalogue of texts from src/shared and the server (translate-message.ts).
 *
 * The English texts the app shows but does not write itself: the messages of the shared schemas and constants
 * (`src/shared/**`: zod messages, `customerMessages`..., screen heads, status labels) and the server's answers
 * (`{ message }`, `{ fields }`). They stay English in the API (the specification quotes them); the client shows them
 * in the user's language through the catalogue `src/client/lib/messages/{en,es,fr}.json`, whose keys are the English
 * text itself after `lib.` (`"lib.Please enter a valid email address"`), so a text is its own key.
 *
 * A text made with values (`Coupon SPRING applied`, `Must be at most 120 characters`) matches a key written as an ICU
 * message (`"lib.Coupon {code} applied"`, `"lib.Must be at most {max} characters"`): each argument matches any text,
 * a plural argument (`{minutes, plural, one {# minute} other {# minutes}}`) a number and its words.
 */
export const MESSAGE_PREFIX = 'lib.';

export type Pattern = { id: string; regex: RegExp; args: { name: string; plural: boolean }[]; literal: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `{...}` blocks of an ICU message at the top level, with the text between them. */
function split(template: string): (string | { inner: string })[] {
  const parts: (string | { inner: string })[] = [];
  let text = '';
  for (let i = 0; i < template.length; i++) {
    if (template[i] !== '{') {
      text += template[i];
      continue;
    }
    let depth = 0;
    let end = i;
    for (; end < template.length; end++) {
      if (template[end] === '{') depth++;
      else if (template[end] === '}' && --depth === 0) break;
    }
    parts.push(text, { inner: template.slice(i + 1, end) });
    text = '';
    i = end;
  }
  parts.push(text);
  return parts;
}

/** The matcher of a key with arguments (`lib.Coupon {code} applied`), or undefined for a key without. */
export function patternOf(id: string): Pattern | undefined {
  if (!id.startsWith(MESSAGE_PREFIX) || !id.includes('{')) return undefined;
  const parts = split(id.slice(MESSAGE_PREFIX.length));
  const args: Pattern['args'] = [];
  let source = '';
  let literal = 0;
  for (const part of parts) {
    if (typeof part === 'string') {
      source += escape(part);
      literal += part.length;
      continue;
    }
    const [name, kind] = part.inner.split(',').map((s) => s.trim());
    const cases = [...part.inner.matchAll(/(?:=\d+|\w+)\s*\{([^{}]*)\}/g)].map((m) => m[1]);
    if (kind === 'plural' && cases.length && cases.every((c) => c.startsWith('#'))) {
      const words = [...new Set(cases.map((c) => escape(c.slice(1))))].sort((a, b) => b.length - a.length);
      source += `(\\d+)(?:${words.join('|')})`;
      args.push({ name, plural: true });
    } else {
      source += '(.+?)';
      args.push({ name, plural: kind === 'plural' });
    }
  }
  return { id, regex: new RegExp(`^${source}$`, 's'), args, literal };
}

/** The keys with arguments of a catalogue, the most specific (most literal text) first. */
export function patternsOf(ids: Iterable<string>): Pattern[] {
  const patterns: Pattern[] = [];
  for (const id of ids) {
    const pattern = patternOf(id);
    if (pattern) patterns.push(pattern);
  }
  return patterns.sort((a, b) => b.literal - a.literal);
}

/** The key of `text` among `ids` and the values it was made with, or undefined when none has it. */
export function findMessage(
  text: string,
  ids: Set<string> | { has: (id: string) => boolean },
  patterns: Pattern[],
): { id: string; values?: Record<string, string | number> } | undefined {
  const id = MESSAGE_PREFIX + text;
  if (ids.has(id)) return { id };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    pattern.args.forEach((arg, i) => {
      const value = match[i + 1];
      values[arg.name] = arg.plural ? Number(/\d+/.exec(value)?.[0] ?? value) : value;
    });
    return { id: pattern.id, values };
  }
  return undefined;
}

/** `findMessage` over a catalogue's keys: for tests, which hold the English catalogue to every shared message. */
export const findIn = (ids: string[]) => {
  const set = new Set(ids);
  const patterns = patternsOf(ids);
  return (text: string) => findMessage(text, set, patterns);
};
