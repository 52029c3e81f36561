import { describe, expect, it } from 'vitest';
import { formatPercent, formatPlanPrice } from './marketing-format';

describe('marketing formats', () => {
  it('strips trailing zeros from percentages', () => {
    expect(formatPercent('2.90')).toBe('2.9%');
    expect(formatPercent('2.00')).toBe('2%');
    expect(formatPercent('10')).toBe('10%');
    expect(formatPercent('2.5')).toBe('2.5%');
  });

  it('shows whole-dollar prices without cents', () => {
    expect(formatPlanPrice('39.00')).toBe('$39');
    expect(formatPlanPrice('19.99')).toBe('$19.99');
    expect(formatPlanPrice('1250.5')).toBe('$1,250.50');
    expect(formatPlanPrice('1234567')).toBe('$1,234,567');
    expect(formatPlanPrice('999')).toBe('$999');
  });
});
