import type { UseQueryResult } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { MERCH_CATEGORIES, MERCH_SORTS, type MerchProduct, type MerchStore } from '@shared/merch/merch.schemas';
import { toCents } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { NativeSelect } from '@client/components/ui/input';
import { LoadError } from '@client/components/ui/load-error';
import { SearchInput } from '@client/components/ui/search-input';
import type { Cart } from '../cart/use-cart';
import { categoryLabels } from '../merch-format';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { useT } from '@client/i18n/use-t';

type Category = (typeof MERCH_CATEGORIES)[number] | 'all';
type Sort = (typeof MERCH_SORTS)[number];

/** The catalogue comes whole (it is small): searched, filtered and sorted here. */
export function shownProducts(products: MerchProduct[], search: string, category: Category, sort: Sort) {
  const words = search.trim().toLowerCase();
  const byName = (a: MerchProduct, b: MerchProduct) => a.name.localeCompare(b.name);
  const order = {
    name: byName,
    price: (a: MerchProduct, b: MerchProduct) => toCents(a.customerPrice) - toCents(b.customerPrice) || byName(a, b),
    rating: (a: MerchProduct, b: MerchProduct) => toCents(b.rating) - toCents(a.rating) || byName(a, b),
  }[sort];
  return products
    .filter((p) => category === 'all' || p.category === category)
    .filter((p) => !words || `${p.name} ${p.description}`.toLowerCase().includes(words))
    .sort(order);
}

/** The products grid: search, category and sort; each card adds to the cart or opens the product. */
export function Catalogue(props: {
  store: UseQueryResult<MerchStore>;
  cart: Cart;
  onOpen: (product: MerchProduct) => void;
}) {
  const t = useT();
  const { store, cart } = props;
  const sortLabels: Record<Sort, string> = {
    name: t('merch.catalogue.sortByName'),
    price: t('merch.catalogue.sortByPrice'),
    rating: t('merch.catalogue.sortByRating'),
  };
  const categories = categoryLabels(t);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category>('all');
  const [sort, setSort] = useState<Sort>('name');
  const products = store.data ? shownProducts(store.data.products, search, category, sort) : [];
  const clear = () => {
    setSearch('');
    setCategory('all');
  };

  return (
    <section aria-labelledby="catalogue-title" className="space-y-4">
      <h2 id="catalogue-title" className="sr-only">
        {t('merch.catalogue.title')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          className="sm:flex-1"
          aria-label={t('merch.catalogue.searchLabel')}
          placeholder={t('merch.catalogue.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <NativeSelect
            aria-label={t('merch.catalogue.category')}
            className="sm:w-44"
            value={category}
            onChange={(e) => setCategory(e.target.value as Category)}
          >
            <option value="all">{t('merch.catalogue.allCategories')}</option>
            {MERCH_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categories[c]}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label={t('merch.catalogue.sortBy')}
            className="sm:w-40"
            value={sort}
            onChange={(e) => setSort(e.target.value as Sort)}
          >
            {MERCH_SORTS.map((s) => (
              <option key={s} value={s}>
                {sortLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {store.isError && !store.data && (
        <LoadError
          what={t('merch.catalogue.loadWhat')}
          retrying={store.isFetching}
          onRetry={() => void store.refetch()}
        />
      )}
      {store.isLoading && (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      )}
      {store.data && products.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-4 py-12 text-center">
          <PackageSearch className="size-10 text-muted" aria-hidden />
          <p className="font-medium">{t('merch.catalogue.noProducts')}</p>
          <p className="text-sm text-muted">{t('merch.catalogue.noProductsHint')}</p>
          <Button variant="outline" onClick={clear}>
            {t('merch.catalogue.clearFilters')}
          </Button>
        </div>
      )}
      {products.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('merch.catalogue.products')}>
          {products.map((product) => (
            <li key={product.slug}>
              <ProductCard
                product={product}
                quantity={cart.quantityOf(product.slug)}
                onAdd={() => cart.add(product.slug)}
                onOpen={() => props.onOpen(product)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
