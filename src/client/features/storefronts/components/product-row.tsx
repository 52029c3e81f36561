import { Pencil, Trash2 } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { LandingProduct } from '@shared/storefronts/storefront.schemas';
import { ActiveBadge } from '@client/components/product-editing';
import { Button } from '@client/components/ui/button';
import { stackedCellClass as cell, stackedRowClass } from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { useT } from '@client/i18n/use-t';

/** The table's headers, in the order of the cells. */
export const productHeaders = (t: ReturnType<typeof useT>) => [
  t('storefronts.product.name'),
  t('storefronts.product.price'),
  t('storefronts.product.category'),
  t('storefronts.product.sku'),
  t('storefronts.product.inventory'),
  t('storefronts.product.activeHeader'),
  t('storefronts.lead.table.actions'),
];

/** One product of the storefront: its figures, Edit and Delete. */
export function ProductRow(props: { product: LandingProduct; onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  const p = props.product;
  return (
    <tr className={stackedRowClass} data-testid="product-row">
      <td className={cx(cell, 'order-1 min-w-0 font-medium')}>{p.name}</td>
      <td className={cx(cell, 'order-2 justify-self-end font-semibold tabular-nums md:text-right')}>
        {formatMoney(p.price)}
      </td>
      <td className={cx(cell, 'order-3 text-muted md:text-inherit')}>{p.category ?? '—'}</td>
      <td className={cx(cell, 'order-4 justify-self-end font-mono text-xs')}>
        <span className="font-sans text-muted md:hidden">{t('storefronts.product.sku')} </span>
        {p.sku ?? '—'}
      </td>
      <td className={cx(cell, 'order-5 tabular-nums md:text-right')}>
        <span className="text-muted md:hidden">{t('storefronts.product.inventory')} </span>
        {p.inventory === -1 ? t('storefronts.product.unlimited') : p.inventory}
      </td>
      <td className={cx(cell, 'order-6 justify-self-end')}>
        <ActiveBadge active={p.isActive} />
      </td>
      <td className={cx(cell, 'order-7 col-span-2 md:text-right')}>
        <span className="inline-flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('storefronts.product.editName', { name: p.name })}
            onClick={props.onEdit}
          >
            <Pencil aria-hidden /> {t('storefronts.product.edit')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('storefronts.product.deleteName', { name: p.name })}
            onClick={props.onDelete}
          >
            <Trash2 aria-hidden /> {t('storefronts.product.delete')}
          </Button>
        </span>
      </td>
    </tr>
  );
}
