import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { MerchProduct } from '@shared/merch/merch.schemas';
import { formatMoney } from '@shared/money';
import { ActiveBadge, ProductDialog, type ProductEditing } from '@client/components/product-editing';
import { Button } from '@client/components/ui/button';
import { Card, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import {
  StackedTable,
  StackedTableSkeleton,
  stackedCellClass as cell,
  stackedRowClass,
} from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { adminProductsQuery } from '../../api/admin-products.api';
import { categoryLabels } from '../../merch-format';
import { ProductForm } from './product-form';
import { useT } from '@client/i18n/use-t';

function ProductRow({ product: p, onEdit }: { product: MerchProduct; onEdit: () => void }) {
  const t = useT();
  return (
    <tr className={stackedRowClass} data-testid={`product-${p.slug}`}>
      <td className={cx(cell, 'order-1 min-w-0')}>
        <span className="flex items-center gap-3">
          <img src={p.imageUrl} alt="" width={40} height={40} className="size-10 shrink-0 rounded-md border bg-white" />
          <span className="min-w-0">
            <span className="block font-medium">{p.name}</span>
            <span className="block truncate font-mono text-xs text-muted">{p.slug}</span>
          </span>
        </span>
      </td>
      <td className={cx(cell, 'order-2 justify-self-end text-muted md:text-inherit')}>
        {categoryLabels(t)[p.category]}
      </td>
      <td className={cx(cell, 'order-3 tabular-nums md:text-right')}>
        <span className="text-muted md:hidden">{t('merch.admin.catalogueTable.base')} </span>
        {formatMoney(p.basePrice)}
      </td>
      <td className={cx(cell, 'order-4 justify-self-end tabular-nums md:text-right')}>
        <span className="text-muted md:hidden">{t('merch.admin.catalogueTable.markup')} </span>
        {formatMoney(p.markup)}
      </td>
      <td className={cx(cell, 'order-5 font-semibold tabular-nums md:text-right')}>
        <span className="font-normal text-muted md:hidden">{t('merch.admin.catalogueTable.price')} </span>
        {formatMoney(p.customerPrice)}
      </td>
      <td className={cx(cell, 'order-6 justify-self-end')}>
        <ActiveBadge active={p.isActive} />
      </td>
      <td className={cx(cell, 'order-7 col-span-2 md:text-right')}>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('merch.admin.editProduct', { name: p.name })}
          onClick={onEdit}
        >
          <Pencil aria-hidden /> {t('merch.admin.edit')}
        </Button>
      </td>
    </tr>
  );
}

/** The catalogue the businesses order from: every product, active or hidden, its prices, an edit and Add product. */
export function CatalogueTab() {
  const t = useT();
  const list = useQuery(adminProductsQuery);
  const headers = [
    t('merch.admin.catalogueTable.product'),
    t('merch.admin.catalogueTable.category'),
    t('merch.admin.catalogueTable.base'),
    t('merch.admin.catalogueTable.markup'),
    t('merch.admin.catalogueTable.customerPrice'),
    t('merch.admin.catalogueTable.active'),
    t('merch.admin.table.actions'),
  ];
  const [editing, setEditing] = useState<ProductEditing<MerchProduct>>(null);
  const close = () => setEditing(null);
  return (
    <Card className="overflow-hidden">
      <CardHeader row className="border-b pb-4">
        <CardTitle>{t('merch.admin.catalogue')}</CardTitle>
        <Button size="sm" onClick={() => setEditing({})}>
          <Plus /> {t('merch.admin.addProduct')}
        </Button>
      </CardHeader>
      {list.isLoading && <StackedTableSkeleton />}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError
            what={t('merch.admin.loadCatalogue')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        </div>
      )}
      {list.data?.length === 0 && (
        <p className="px-4 py-12 text-center text-sm text-muted">{t('merch.admin.noProducts')}</p>
      )}
      {list.data && list.data.length > 0 && (
        <div className="overflow-x-auto">
          <StackedTable headers={headers} alignRight={[headers[2], headers[3], headers[4], headers[6]]}>
            {list.data.map((p) => (
              <ProductRow key={p.id} product={p} onEdit={() => setEditing({ product: p })} />
            ))}
          </StackedTable>
        </div>
      )}
      <ProductDialog
        editing={editing}
        onClose={close}
        newDescription={t('merch.admin.newProductDescription')}
        form={(product) => <ProductForm product={product} onSaved={close} onCancel={close} />}
      />
    </Card>
  );
}
