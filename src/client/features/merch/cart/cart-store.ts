import { customizationSchema, MERCH_MAX_QUANTITY, type Customization } from '@shared/merch/merch.schemas';

/** One product in the cart: how many, and its design when customised. */
export type CartLine = { slug: string; quantity: number; customization: Customization | null };

/** One cart per company in this browser: a shared computer signed into two businesses keeps two carts. */
export const cartStorageKey = (companyId: number) => `crewdesk.merch-cart.${companyId}`;

const isQuantity = (q: unknown): q is number => Number.isInteger(q) && (q as number) >= 1;

/** A stored line as it was written, or null for anything else (an older shape, a hand-edited value). */
function readLine(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const { slug, quantity, customization } = value as Record<string, unknown>;
  if (typeof slug !== 'string' || !isQuantity(quantity)) return null;
  const design = customization ? customizationSchema.safeParse(customization) : null;
  if (design && !design.success) return null;
  return { slug, quantity: Math.min(quantity, MERCH_MAX_QUANTITY), customization: design?.data ?? null };
}

/** The company's stored cart; empty when there is none or it cannot be read. */
export function loadCart(companyId: number): CartLine[] {
  try {
    const stored = JSON.parse(localStorage.getItem(cartStorageKey(companyId)) ?? '[]') as unknown;
    if (!Array.isArray(stored)) return [];
    const lines = stored.map(readLine).filter((line): line is CartLine => line !== null);
    return lines.filter((line, i) => lines.findIndex((l) => l.slug === line.slug) === i);
  } catch {
    return [];
  }
}

export function saveCart(companyId: number, lines: CartLine[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(cartStorageKey(companyId));
    else localStorage.setItem(cartStorageKey(companyId), JSON.stringify(lines));
  } catch {
    // Storage full or refused (a private window): the cart still works for this visit.
  }
}

const addressKey = (companyId: number) => `crewdesk.merch-ship-to.${companyId}`;

/** The last address an order shipped to, to start the next one from. */
export function loadAddress(companyId: number): Record<string, string> | null {
  try {
    const stored = JSON.parse(localStorage.getItem(addressKey(companyId)) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    return Object.fromEntries(Object.entries(stored).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >;
  } catch {
    return null;
  }
}

export function saveAddress(companyId: number, address: Record<string, string | null | undefined>) {
  try {
    localStorage.setItem(addressKey(companyId), JSON.stringify(address));
  } catch {
    // Not kept: the form starts empty next time.
  }
}
