import { fromCents, toCents } from '../money';

/**
 * One line of an invoice or quote as stored and answered: money as decimal strings, quantity to 2 places, and the
 * company's service it was filled from, when it was.
 */
export type LineItem = { description: string; quantity: number; rate: string; amount: string; serviceId?: number };
export type LineItemInput = {
  description: string;
  quantity: number | string;
  rate: number | string;
  serviceId?: number;
};

export type DocumentTotals = {
  items: LineItem[];
  /** The sum of the item amounts (invoices keep it as both `subtotal` and `amount`). */
  subtotal: string;
  tax: string;
  discount: string;
  /** subtotal + tax - discount, never below 0. */
  total: string;
};

/** Quantity in hundredths: 1.5 -> 150. */
const hundredths = (quantity: number | string) => Math.round(Number(quantity) * 100);

/** quantity x rate in cents, rounded half away from zero to the cent. */
export function lineAmountCents(quantity: number | string, rate: number | string): number {
  return Math.round((hundredths(quantity) * toCents(rate)) / 100);
}

/**
 * The one calculation of an invoice's or quote's figures, run by the server on what it stores and by the
 * forms for their live totals: amount = quantity x rate per item, subtotal = the sum, total = subtotal + tax
 * - discount, never below 0. All in integer cents.
 */
export function computeTotals(
  items: LineItemInput[],
  tax: number | string = 0,
  discount: number | string = 0,
): DocumentTotals {
  const lines = items.map((item) => {
    const cents = lineAmountCents(item.quantity, item.rate);
    return {
      description: item.description.trim(),
      quantity: hundredths(item.quantity) / 100,
      rate: fromCents(toCents(item.rate)),
      amount: fromCents(cents),
      ...(item.serviceId ? { serviceId: item.serviceId } : {}),
      cents,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.cents, 0);
  const total = Math.max(0, subtotal + toCents(tax) - toCents(discount));
  return {
    items: lines.map(({ cents: _cents, ...line }) => line),
    subtotal: fromCents(subtotal),
    tax: fromCents(toCents(tax)),
    discount: fromCents(toCents(discount)),
    total: fromCents(total),
  };
}

/** An invoice's stored figures from its totals: `amount`, kept for the record, is the subtotal. */
export const invoiceFigures = (totals: DocumentTotals) => ({ ...totals, amount: totals.subtotal });
