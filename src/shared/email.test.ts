import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, emailAddress } from './email';

describe('emailAddress', () => {
  const schema = emailAddress('Please enter a valid email address');
  const ofLength = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;

  it('takes an address of the longest length mail carries, trimmed and lower-cased', () => {
    expect(schema.parse(`  ${ofLength(EMAIL_MAX).toUpperCase()} `)).toBe(ofLength(EMAIL_MAX));
  });

  it('refuses a longer one with the form message, before it could reach a 255-character column', () => {
    const result = schema.safeParse(ofLength(EMAIL_MAX + 1));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please enter a valid email address']);
  });

  it('counts the length once lower-cased, where some letters grow', () => {
    // 'İ' lower-cases to two characters: a short-looking input can become too long.
    const growing = `${'İ'.repeat(130)}@example.com`;
    expect(schema.safeParse(growing).success).toBe(false);
  });
});
