import { Minus, Palette, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MERCH_MAX_QUANTITY } from '@shared/merch/merch.schemas';
import { formatMoney, fromCents, toCents } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import type { PricedLine } from '../cart/cart-totals';
import type { Cart } from '../cart/use-cart';
import { designSummary } from '../merch-format';
import { useT } from '@client/i18n/use-t';

/** The quantity, typed or stepped; a typed one counts once the field is left (0 or less removes the line). */
function QuantityControl({ line, cart }: { line: PricedLine; cart: Cart }) {
  const t = useT();
  const [typed, setTyped] = useState<string | null>(null);
  const name = line.product.name;
  const commit = () => {
    if (typed === null) return;
    const quantity = Number(typed);
    if (typed.trim() !== '' && Number.isFinite(quantity)) cart.setQuantity(line.slug, quantity);
    setTyped(null);
  };
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        aria-label={t('merch.cart.decrease', { name })}
        onClick={() => cart.setQuantity(line.slug, line.quantity - 1)}
      >
        <Minus aria-hidden />
      </Button>
      <div className="w-16">
        <Input
          aria-label={t('merch.cart.quantityOf', { name })}
          inputMode="numeric"
          className="text-center tabular-nums"
          value={typed ?? String(line.quantity)}
          onChange={(e) => setTyped(e.target.value.replace(/[^\d-]/g, ''))}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            commit();
          }}
        />
      </div>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('merch.cart.increase', { name })}
        disabled={line.quantity >= MERCH_MAX_QUANTITY}
        onClick={() => cart.setQuantity(line.slug, line.quantity + 1)}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  );
}

/** The cart's lines: picture, design, unit price, quantity, line total, and a way to remove each. */
export function CartLines(props: { lines: PricedLine[]; cart: Cart; onEditDesign: (slug: string) => void }) {
  const t = useT();
  return (
    <ul className="divide-y rounded-lg border" aria-label={t('merch.cart.itemsLabel')}>
      {props.lines.map((line) => {
        const { product } = line;
        return (
          <li key={line.slug} className="flex gap-3 p-3" data-testid={`cart-line-${line.slug}`}>
            <img
              src={product.imageUrl}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-md bg-slate-50 object-contain dark:bg-slate-900"
            />
            <div className="min-w-0 flex-1 space-y-2">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium">{product.name}</p>
                  <p className="text-xs text-muted">{t('merch.each', { price: formatMoney(product.customerPrice) })}</p>
                </div>
                <p className="font-semibold tabular-nums">
                  {formatMoney(fromCents(toCents(product.customerPrice) * line.quantity))}
                </p>
              </div>
              {product.customizable && (
                <div className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
                  <span className="break-words">
                    {line.customization ? designSummary(line.customization, t) : t('merch.cart.notCustomised')}
                  </span>
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-500"
                    aria-label={
                      line.customization
                        ? t('merch.cart.editDesignOf', { name: product.name })
                        : t('merch.cart.customizeName', { name: product.name })
                    }
                    onClick={() => props.onEditDesign(line.slug)}
                  >
                    <Palette className="size-3.5" aria-hidden />{' '}
                    {line.customization ? t('merch.cart.editDesign') : t('merch.customize')}
                  </button>
                </div>
              )}
              <div className="flex items-center justify-between gap-2">
                <QuantityControl line={line} cart={props.cart} />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('merch.cart.removeName', { name: product.name })}
                  onClick={() => props.cart.remove(line.slug)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
