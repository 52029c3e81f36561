import { describe, expect, it } from 'vitest';
import { computeTotals, lineAmountCents } from './line-items';

describe('computeTotals', () => {
  it('multiplies, sums and applies tax and discount in cents', () => {
    const totals = computeTotals(
      [
        { description: ' Mowing ', quantity: 2, rate: '45.50' },
        { description: 'Edging', quantity: '1.25', rate: 19.99 },
      ],
      '7.25',
      5,
    );
    expect(totals.items).toEqual([
      { description: 'Mowing', quantity: 2, rate: '45.50', amount: '91.00' },
      { description: 'Edging', quantity: 1.25, rate: '19.99', amount: '24.99' },
    ]);
    expect(totals).toMatchObject({ subtotal: '115.99', tax: '7.25', discount: '5.00', total: '118.24' });
  });

  it('rounds each line to the cent and avoids binary float error', () => {
    expect(lineAmountCents(0.1, '0.30')).toBe(3);
    expect(lineAmountCents(3, '0.10')).toBe(30);
    expect(lineAmountCents(0.33, '10.00')).toBe(330);
    expect(lineAmountCents(1.5, '0.05')).toBe(8); // 7.5 cents rounds up
    expect(computeTotals([{ description: 'a', quantity: 3, rate: 0.1 }]).total).toBe('0.30');
  });

  it('never lets the total fall below zero', () => {
    expect(computeTotals([{ description: 'a', quantity: 1, rate: 10 }], 0, 25).total).toBe('0.00');
  });
});
