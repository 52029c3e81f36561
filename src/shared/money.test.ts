import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, moneyPattern, toCents } from './money';

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
  });

  it('accepts amounts of up to 8 digits and 2 decimals', () => {
    for (const ok of ['0', '75', '75.0', '75.00', '99999999.99']) expect(moneyPattern.test(ok), ok).toBe(true);
    for (const bad of ['', '-1', '75.001', '1e3', '123456789', 'abc', '1,000'])
      expect(moneyPattern.test(bad), bad).toBe(false);
  });
});
