import { useQuery } from '@tanstack/react-query';
import { Package, Plus } from 'lucide-react';
import { useState } from 'react';
import type { LandingConfig, LandingProduct } from '@shared/storefronts/storefront.schemas';
import { ProductDialog, type ProductEditing } from '@client/components/product-editing';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { preloadDialog } from '@client/components/ui/dialog';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { StackedTable, StackedTableSkeleton } from '@client/components/ui/stacked-table';
import { useDeleteProduct } from '../api/products.api';
import { PRODUCT_PAGE_SIZE, productsQuery } from '../api/storefront.queries';
import { atProductLimit, productUsage } from '../storefront-format';
import { ProductForm } from './product-form';
import { productHeaders, ProductRow } from './product-row';
import { useT } from '@client/i18n/use-t';

/** The storefront's products a page at a time, against the tier's limit; add, edit and delete. */
export function ProductsTab({ config }: { config: LandingConfig }) {
  const t = useT();
  const headers = productHeaders(t);
  const [page, setPage] = useState(0);
  const list = useQuery(productsQuery(page));
  const [editing, setEditing] = useState<ProductEditing<LandingProduct>>(null);
  const [deleting, setDeleting] = useState<LandingProduct | null>(null);
  const remove = useDeleteProduct();
  const close = () => setEditing(null);
  const total = list.data?.total ?? 0;
  const addButton = (
    <Button size="sm" onClick={() => setEditing({})} onPointerEnter={preloadDialog} onFocus={preloadDialog}>
      <Plus /> {t('storefronts.product.add')}
    </Button>
  );

  return (
    <div className="space-y-4">
      <Card className="overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b p-4">
          <div>
            <h2 className="text-lg font-semibold">{t('storefronts.tab.products')}</h2>
            <p className="text-sm text-muted" data-testid="product-usage">
              {productUsage(config, t)}
            </p>
          </div>
          {addButton}
        </div>
        {atProductLimit(config) && (
          <p className="border-b bg-amber-50 px-4 py-3 text-sm dark:bg-amber-950/40">
            {t('storefronts.product.limitReached', { limit: config.productLimit })}
          </p>
        )}
        {list.isLoading && <StackedTableSkeleton />}
        {list.isError && !list.data && (
          <div className="p-4">
            <LoadError
              what={t('storefronts.product.loadWhat')}
              retrying={list.isFetching}
              onRetry={() => void list.refetch()}
            />
          </div>
        )}
        {list.data?.items.length === 0 && (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <Package className="size-10 text-muted" aria-hidden />
            <p className="font-medium">{t('storefronts.product.none')}</p>
            <p className="max-w-sm text-sm text-muted">{t('storefronts.product.noneHint')}</p>
            {addButton}
          </div>
        )}
        {list.data && list.data.items.length > 0 && (
          <StackedTable headers={headers} alignRight={[headers[1], headers[4], headers[6]]}>
            {list.data.items.map((p) => (
              <ProductRow
                key={p.id}
                product={p}
                onEdit={() => setEditing({ product: p })}
                onDelete={() => setDeleting(p)}
              />
            ))}
          </StackedTable>
        )}
      </Card>
      {total > PRODUCT_PAGE_SIZE && (
        <Pager
          page={page}
          pageSize={PRODUCT_PAGE_SIZE}
          total={total}
          noun={t('storefronts.product.pagerNoun')}
          onChange={setPage}
        />
      )}
      <ProductDialog
        editing={editing}
        onClose={close}
        newDescription={t('storefronts.product.newDescription')}
        form={(product) => <ProductForm product={product} onSaved={close} onCancel={close} />}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('storefronts.product.deleteTitle')}
        description={t('storefronts.product.deleteConfirm')}
        confirmLabel={t('storefronts.product.delete')}
        pendingLabel={t('storefronts.product.deleting')}
        pending={remove.isPending}
        destructive
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSettled: () => setDeleting(null),
            // The last product of a later page is gone: show the page before it.
            onSuccess: () => list.data?.items.length === 1 && page > 0 && setPage(page - 1),
          })
        }
      />
    </div>
  );
}
