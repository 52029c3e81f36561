import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { findIn, MESSAGE_PREFIX } from '../client/i18n/message-patterns';
import { projectRoot } from '../server/lib/project-root';

// The client shows the English texts of src/shared and of the server's answers in the user's language through the
// catalogue src/client/lib/messages (client/i18n/translate-message.ts). Every one of them must have its entry there
// (its own key, or a key with arguments it matches): a new message without one fails here.

const shared = join(projectRoot, 'src/shared');
const catalogue = (language: string) =>
  JSON.parse(readFileSync(join(projectRoot, `src/client/lib/messages/${language}.json`), 'utf8')) as Record<
    string,
    string
  >;
const english = catalogue('en');
const find = findIn(Object.keys(english));

/** The exports that hold texts the client shows: message objects, labels, descriptions, screen heads. */
const TEXTS = /Messages$|Labels$|LABELS$|Descriptions$|^screenHeads$|_MESSAGE$|_LABEL$|_TEXT$|_NOT_FOUND$/;

/** The server's own messages (not in src/shared) that its answers carry. */
const serverModules: Record<string, string[] | 'strings'> = {
  'server/lib/list-page.ts': ['listPageMessages'],
  'server/features/company/company.service.ts': ['companyMessages'],
  'server/features/quotes/quote-delivery.service.ts': ['deliveryMessages'],
  'server/features/quotes/quotes.service.ts': ['quoteMessages'],
  'server/features/invoices/invoices.service.ts': ['invoiceMessages'],
  'server/lib/guards.ts': 'strings',
  'server/lib/error-handler.ts': 'strings',
  'server/lib/rate-limit.ts': 'strings',
  'server/lib/database-unavailable.ts': 'strings',
};

type Found = { where: string; text: string };

/** Every text of a message object; a message function is called with numbers (7 and 1: both plural forms). */
function textsOf(value: unknown, where: string, out: Found[]) {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (typeof value === 'function') {
    for (const n of [7, 1])
      out.push({ where, text: String((value as (...a: unknown[]) => unknown)(...Array(value.length).fill(n))) });
  } else if (value && typeof value === 'object') Object.values(value).forEach((v) => textsOf(v, where, out));
}

/** The messages a zod schema gives (`.min(1, 'Name is required')`, `{ error: ... }`, `refine(..., { message })`). */
function zodTexts(schema: unknown, where: string, out: Found[], seen: WeakSet<object>) {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return;
  const issues = [
    { code: 'invalid_type', input: undefined, expected: 'string' },
    { code: 'invalid_type', input: 5, expected: 'string' },
  ];
  const collect = (error: unknown) => {
    if (typeof error !== 'function') return;
    for (const issue of issues) {
      const answer = (error as (issue: unknown) => unknown)(issue);
      const text = typeof answer === 'string' ? answer : (answer as { message?: unknown } | undefined)?.message;
      if (typeof text === 'string') out.push({ where, text });
    }
  };
  const checks = (def.checks ?? []) as { _zod?: { def?: { error?: unknown } } }[];
  collect(def.error);
  checks.forEach((check) => collect(check._zod?.def?.error));
  for (const [key, value] of Object.entries(def)) {
    if (key === 'shape' || key === 'checks') continue;
    (Array.isArray(value) ? value : [value]).forEach((v) => zodTexts(v, where, out, seen));
  }
  if (def.shape) Object.values(def.shape).forEach((v) => zodTexts(v, where, out, seen));
  checks.forEach((check) => zodTexts(check, where, out, seen));
}

async function allTexts(): Promise<Found[]> {
  const out: Found[] = [];
  const seen = new WeakSet<object>();
  const files = readdirSync(shared, { recursive: true, encoding: 'utf8' }).filter(
    // Blog articles and structured data are the public site's content, not messages.
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/marketing-site[\\/](blog|structured-data)/.test(f),
  );
  for (const file of files) {
    const module = (await import(join(shared, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const where = `shared/${file}#${name}`;
      if (TEXTS.test(name)) textsOf(value, where, out);
      else if ((value as { _zod?: unknown } | null)?._zod) zodTexts(value, where, out, seen);
    }
  }
  for (const [file, names] of Object.entries(serverModules)) {
    const module = (await import(join(projectRoot, 'src', file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (names === 'strings' ? typeof value === 'string' && value.includes(' ') : names.includes(name))
        textsOf(value, `${file}#${name}`, out);
    }
  }
  return out;
}

describe('messages of src/shared and of the server in the client', () => {
  it('finds the shared messages, zod messages included', async () => {
    const texts = await allTexts();
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.map((t) => t.text)).toContain('Please enter a valid email address');
  });

  it('has an entry for every message the client may show (its own key, or a key with arguments it matches)', async () => {
    const missing = (await allTexts()).filter(({ text }) => !find(text)).map(({ where, text }) => `${where}: ${text}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('keeps the English of every key its own text', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: english } });
    const changed = Object.keys(english)
      .filter((key) => !key.includes('{'))
      .filter((key) => i18n._(key) !== key.slice(MESSAGE_PREFIX.length));
    expect(changed).toEqual([]);
    expect(Object.entries(english).filter(([key, text]) => key !== MESSAGE_PREFIX + text)).toEqual([]);
  });

  it('matches a text made with values to its key, with the values', () => {
    expect(find('Coupon SPRING10 applied')).toEqual({ id: 'lib.Coupon {code} applied', values: { code: 'SPRING10' } });
    expect(find('Must be at most 120 characters')?.values).toEqual({ max: '120' });
    expect(find('Your Pro plan includes 50 storefront products. Upgrade to Enterprise to add more.')?.id).toBe(
      'lib.Your {plan} plan includes {limit} storefront products. Upgrade to {next} to add more.',
    );
    expect(find('Your Basic plan includes 1 user. Upgrade to Pro to add more.')?.values).toEqual({
      plan: 'Basic',
      limit: 1,
      next: 'Pro',
    });
    expect(find('Order 1042 was cancelled')?.id).toBe('lib.Order {orderNumber} was cancelled');
    expect(find('A text nobody wrote')).toBeUndefined();
  });
});
