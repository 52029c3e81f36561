import { computeTotals } from '@shared/billing/line-items';

/**
 * One line of an invoice or quote as its form holds it: the decimals as typed, and the service it was filled from
 * (none for a free-text line). The schemas' input, which lets a line naming a service leave the rest blank.
 */
export type LineItemValues = {
  serviceId?: number | null;
  description?: string | null;
  quantity: string | number;
  rate?: string | number | null;
};

export const emptyItem = (): LineItemValues => ({ description: '', quantity: '1', rate: '' });

/** A decimal as typed, or 0 while it is not a number yet (the live totals follow what the server will parse). */
export function typedNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const text = String(value ?? '').trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : 0;
}

/** The figures the server will store for what is typed so far: the same computeTotals, on the same numbers. */
export function liveTotals(items: Partial<LineItemValues>[] | undefined, tax?: unknown, discount?: unknown) {
  return computeTotals(
    (items ?? []).map((item) => ({
      description: item.description ?? '',
      quantity: typedNumber(item.quantity),
      rate: typedNumber(item.rate),
    })),
    typedNumber(tax),
    typedNumber(discount),
  );
}
