import { useCallback, useEffect, useState } from 'react';
import { MERCH_MAX_QUANTITY, type Customization } from '@shared/merch/merch.schemas';
import { loadCart, saveCart, type CartLine } from './cart-store';

export type Cart = {
  lines: CartLine[];
  /** How many items in all. */
  count: number;
  quantityOf: (slug: string) => number;
  lineOf: (slug: string) => CartLine | undefined;
  /** Each Add click adds 1. */
  add: (slug: string) => void;
  /** Zero or less removes the line. */
  setQuantity: (slug: string, quantity: number) => void;
  remove: (slug: string) => void;
  /** Keeps the design with the product's line (adding the line, 1 of it, when it is not in the cart yet). */
  setDesign: (slug: string, customization: Customization | null) => void;
  clear: () => void;
};

const clamp = (quantity: number) => Math.min(quantity, MERCH_MAX_QUANTITY);

/**
 * The company's cart, kept in this browser's storage: it survives a reload and the round trip to Stripe's page,
 * and is cleared once an order is paid.
 */
export function useCart(companyId: number): Cart {
  const [lines, setLines] = useState<CartLine[]>(() => loadCart(companyId));
  useEffect(() => saveCart(companyId, lines), [companyId, lines]);

  const update = (slug: string, change: (line: CartLine | undefined) => CartLine | null) =>
    setLines((current) => {
      const line = current.find((l) => l.slug === slug);
      const next = change(line);
      if (!line) return next ? [...current, next] : current;
      return next ? current.map((l) => (l.slug === slug ? next : l)) : current.filter((l) => l.slug !== slug);
    });
  // Stable: the return from Stripe's page clears the cart from an effect.
  const clear = useCallback(() => setLines([]), []);

  return {
    lines,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    quantityOf: (slug) => lines.find((l) => l.slug === slug)?.quantity ?? 0,
    lineOf: (slug) => lines.find((l) => l.slug === slug),
    add: (slug) =>
      update(slug, (line) =>
        line ? { ...line, quantity: clamp(line.quantity + 1) } : { slug, quantity: 1, customization: null },
      ),
    setQuantity: (slug, quantity) =>
      update(slug, (line) => (line && quantity > 0 ? { ...line, quantity: clamp(Math.floor(quantity)) } : null)),
    remove: (slug) => update(slug, () => null),
    setDesign: (slug, customization) =>
      update(slug, (line) => (line ? { ...line, customization } : { slug, quantity: 1, customization })),
    clear,
  };
}
