import { ShoppingCart, Star } from 'lucide-react';
import type { MerchProduct } from '@shared/merch/merch.schemas';
import { formatMoney } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { Trans } from '@client/i18n/trans';

/** Base price, markup and customer price: the same three figures on the card and in the Pricing tab. */
export function PriceFigures({ product }: { product: MerchProduct }) {
  const t = useT();
  const figures = [
    [t('merch.product.basePrice'), formatMoney(product.basePrice)],
    [t('merch.product.markup'), `+${formatMoney(product.markup)}`],
    [t('merch.product.customerPrice'), formatMoney(product.customerPrice)],
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {figures.map(([label, value], i) => (
        <div key={label} className="rounded-md bg-slate-50 px-1 py-1.5 dark:bg-slate-900">
          <dt className="text-xs text-muted">{label}</dt>
          <dd
            className={
              i === 1
                ? 'font-medium tabular-nums text-emerald-700 dark:text-emerald-400'
                : i === 2
                  ? 'font-semibold tabular-nums'
                  : 'tabular-nums'
            }
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Rating({ rating }: { rating: string }) {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted">
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
      <Trans
        id="merch.product.rating"
        values={{ rating }}
        components={{ span: <span />, sr: <span className="sr-only" /> }}
      />
    </span>
  );
}

/** A product of the catalogue: its picture and name open its details; Add to Cart adds one. */
export function ProductCard(props: { product: MerchProduct; quantity: number; onAdd: () => void; onOpen: () => void }) {
  const t = useT();
  const { product, quantity } = props;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden
        onClick={props.onOpen}
        className="block aspect-square w-full bg-slate-50 dark:bg-slate-900"
      >
        <img
          src={product.imageUrl}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          className="size-full object-contain"
        />
      </button>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold leading-tight">
            <button type="button" onClick={props.onOpen} className="text-left hover:underline focus-visible:outline-2">
              {product.name}
            </button>
          </h3>
          <Rating rating={product.rating} />
        </div>
        <PriceFigures product={product} />
        <div className="relative mt-auto">
          <Button className="w-full" onClick={props.onAdd}>
            <ShoppingCart aria-hidden /> {t('merch.product.addToCart')}
          </Button>
          {quantity > 0 && (
            <span
              data-testid="cart-quantity"
              className="absolute -right-2 -top-2 flex h-6 min-w-6 items-center justify-center rounded-full bg-accent-400 px-1.5 text-xs font-bold text-slate-900 shadow"
            >
              {quantity}
              <span className="sr-only"> {t('merch.product.inCart')}</span>
            </span>
          )}
        </div>
      </div>
    </Card>
  );
}

/** A card's shape while the catalogue loads, so nothing moves when it arrives. */
export function ProductCardSkeleton() {
  return (
    <Card className="flex h-full flex-col overflow-hidden" aria-hidden>
      <Skeleton className="aspect-square w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex justify-between gap-2">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-5 w-10" />
        </div>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    </Card>
  );
}
