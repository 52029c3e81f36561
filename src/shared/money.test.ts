import { describe, expect, it } from 'vitest';
import { formatCompactDollars, formatMoney, fromCents, groupDigits, moneyPattern, toCents } from './money';

describe('money', () => {
  it('turns decimal strings into integer cents without floating point drift', () => {
    expect(toCents('1234.50')).toBe(123450);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('19')).toBe(1900);
    expect(toCents(' 45.00 ')).toBe(4500);
    expect(toCents('-12.34')).toBe(-1234);
    expect(toCents('.5')).toBe(50);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('adds up the way a bookkeeper would', () => {
    const total = ['0.10', '0.20', '19.99'].reduce((sum, v) => sum + toCents(v), 0);
    expect(fromCents(total)).toBe('20.29');
  });

  it('turns cents back into decimal strings', () => {
    expect(fromCents(123450)).toBe('1234.50');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(-1234)).toBe('-12.34');
  });

  it('formats amounts as US dollars', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney('1000000')).toBe('$1,000,000.00');
    expect(formatMoney('-12.3')).toBe('-$12.30');
  });

  it('writes every amount as en-US currency formatting does, without loading it', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = ['0.01', '0.99', '9.5', '999.99', '1000', '12345.67', '99999999.99', '-0.5', '-1234.56'];
    for (let cents = 1; cents < 1e11; cents = cents * 7 + 3) amounts.push(fromCents(cents), fromCents(-cents));
    for (const amount of amounts) expect(formatMoney(amount), amount).toBe(usd.format(toCents(amount) / 100));
  });

  it('groups digits by thousands', () => {
    expect([0, 7, 999, 1000, 12345, 1234567, 100000000].map(groupDigits)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,345',
      '1,234,567',
      '100,000,000',
    ]);
  });

  it('writes an axis figure in at most four characters and a unit', () => {
    const cases: [number, string][] = [
      [0, '$0'],
      [250, '$250'],
      [999, '$999'],
      [1000, '$1K'],
      [1234, '$1.2K'],
      [2500, '$2.5K'],
      [99_950, '$100K'],
      [999_950, '$1M'],
      [2_500_000, '$2.5M'],
      [1_230_000_000, '$1.2B'],
      [-1500, '-$1.5K'],
    ];
    for (const [dollars, text] of cases) expect(formatCompactDollars(dollars), String(dollars)).toBe(text);
  });

  it('accepts amounts of up to 8 digits and 2 decimals', () => {
    for (const ok of ['0', '75', '75.0', '75.00', '99999999.99']) expect(moneyPattern.test(ok), ok).toBe(true);
    for (const bad of ['', '-1', '75.001', '1e3', '123456789', 'abc', '1,000'])
      expect(moneyPattern.test(bad), bad).toBe(false);
  });
});
