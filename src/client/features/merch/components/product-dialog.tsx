import type { Company } from '@shared/company/company.schemas';
import type { MerchProduct } from '@shared/merch/merch.schemas';
import { formatMoney } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { NativeSelect } from '@client/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import type { Cart } from '../cart/use-cart';
import { categoryLabels } from '../merch-format';
import { CustomizeTab } from './customize-tab';
import { PriceFigures, Rating } from './product-card';
import { useT } from '@client/i18n/use-t';

export type ProductTab = 'details' | 'customize' | 'pricing';
/** Which product the dialog shows, on which tab. */
export type ProductTarget = { slug: string; tab: ProductTab };

function DetailsTab({ product }: { product: MerchProduct }) {
  const t = useT();
  return (
    <div className="grid gap-6 sm:grid-cols-[10rem_1fr]">
      <img
        src={product.imageUrl}
        alt=""
        width={400}
        height={400}
        className="mx-auto size-40 rounded-lg bg-slate-50 object-contain dark:bg-slate-900"
      />
      <div className="space-y-3">
        <p>{product.description}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t('merch.catalogue.category')}</dt>
          <dd>{categoryLabels(t)[product.category]}</dd>
          <dt className="text-muted">{t('merch.product.ratingLabel')}</dt>
          <dd>
            <Rating rating={product.rating} />
          </dd>
          <dt className="text-muted">{t('merch.product.customizable')}</dt>
          <dd>{product.customizable ? t('merch.product.customizableYes') : t('merch.product.customizableNo')}</dd>
        </dl>
      </div>
    </div>
  );
}

function PricingTab({ product }: { product: MerchProduct }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <PriceFigures product={product} />
      <p className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
        {t('merch.product.youEarn', { amount: formatMoney(product.markup) })}
      </p>
      <p className="text-sm text-muted">{t('merch.product.pricingNote')}</p>
    </div>
  );
}

/** A product's Details, Customize and Pricing, with a picker to switch product without closing. */
export function ProductDialog(props: {
  target: ProductTarget | null;
  products: MerchProduct[];
  company: Company | null | undefined;
  cart: Cart;
  onTarget: (target: ProductTarget | null) => void;
}) {
  const t = useT();
  const { target, products, cart } = props;
  const product = target ? products.find((p) => p.slug === target.slug) : undefined;
  const tab = product && (target?.tab !== 'customize' || product.customizable) ? target!.tab : 'details';
  const pick = (slug: string) => {
    const next = products.find((p) => p.slug === slug);
    props.onTarget({ slug, tab: tab === 'customize' && !next?.customizable ? 'details' : tab });
  };

  return (
    <Dialog open={product !== undefined} onOpenChange={(open) => !open && props.onTarget(null)}>
      <DialogContent size="3xl">
        {product && (
          <>
            <DialogHeader
              title={product.name}
              description={t('merch.each', { price: formatMoney(product.customerPrice) })}
            />
            <div className="space-y-4">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <NativeSelect
                  aria-label={t('merch.product.picker')}
                  className="sm:w-60"
                  value={product.slug}
                  onChange={(e) => pick(e.target.value)}
                >
                  {products.map((p) => (
                    <option key={p.slug} value={p.slug}>
                      {p.name}
                    </option>
                  ))}
                </NativeSelect>
                <Button variant="outline" onClick={() => cart.add(product.slug)}>
                  {cart.quantityOf(product.slug) > 0
                    ? t('merch.product.addToCartCount', { count: cart.quantityOf(product.slug) })
                    : t('merch.product.addToCart')}
                </Button>
              </div>
              <Tabs
                value={tab}
                onValueChange={(value) => props.onTarget({ slug: product.slug, tab: value as ProductTab })}
                className="space-y-4"
              >
                <TabsList className="grid-cols-3">
                  <TabsTrigger value="details">{t('merch.product.details')}</TabsTrigger>
                  <TabsTrigger value="customize" disabled={!product.customizable}>
                    {t('merch.customize')}
                  </TabsTrigger>
                  <TabsTrigger value="pricing">{t('merch.product.pricing')}</TabsTrigger>
                </TabsList>
                <TabsContent value="details">
                  <DetailsTab product={product} />
                </TabsContent>
                {/* Kept mounted, hidden, so a design in progress survives a look at the other tabs. */}
                <TabsContent value="customize" forceMount className="data-[state=inactive]:hidden">
                  {product.customizable && (
                    <CustomizeTab key={product.slug} product={product} company={props.company} cart={cart} />
                  )}
                </TabsContent>
                <TabsContent value="pricing">
                  <PricingTab product={product} />
                </TabsContent>
              </Tabs>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
