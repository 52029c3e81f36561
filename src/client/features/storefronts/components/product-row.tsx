import { Pencil, Trash2 } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { LandingProduct } from '@shared/storefronts/storefront.schemas';
import { ActiveBadge } from '@client/components/product-editing';
import { Button } from '@client/components/ui/button';
import { stackedCellClass as cell, stackedRowClass } from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';

export const productHeaders = ['Name', 'Price', 'Category', 'SKU', 'Inventory', 'Active', 'Actions'];

/** One product of the storefront: its figures, Edit and Delete. */
export function ProductRow(props: { product: LandingProduct; onEdit: () => void; onDelete: () => void }) {
  const p = props.product;
  return (
    <tr className={stackedRowClass} data-testid="product-row">
      <td className={cx(cell, 'order-1 min-w-0 font-medium')}>{p.name}</td>
      <td className={cx(cell, 'order-2 justify-self-end font-semibold tabular-nums md:text-right')}>
        {formatMoney(p.price)}
      </td>
      <td className={cx(cell, 'order-3 text-muted md:text-inherit')}>{p.category ?? '—'}</td>
      <td className={cx(cell, 'order-4 justify-self-end font-mono text-xs')}>
        <span className="font-sans text-muted md:hidden">SKU </span>
        {p.sku ?? '—'}
      </td>
      <td className={cx(cell, 'order-5 tabular-nums md:text-right')}>
        <span className="text-muted md:hidden">Inventory </span>
        {p.inventory === -1 ? 'Unlimited' : p.inventory}
      </td>
      <td className={cx(cell, 'order-6 justify-self-end')}>
        <ActiveBadge active={p.isActive} />
      </td>
      <td className={cx(cell, 'order-7 col-span-2 md:text-right')}>
        <span className="inline-flex gap-2">
          <Button variant="outline" size="sm" aria-label={`Edit ${p.name}`} onClick={props.onEdit}>
            <Pencil aria-hidden /> Edit
          </Button>
          <Button variant="outline" size="sm" aria-label={`Delete ${p.name}`} onClick={props.onDelete}>
            <Trash2 aria-hidden /> Delete
          </Button>
        </span>
      </td>
    </tr>
  );
}
