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

export type ProductTab = 'details' | 'customize' | 'pricing';
/** Which product the dialog shows, on which tab. */
export type ProductTarget = { slug: string; tab: ProductTab };

function DetailsTab({ product }: { product: MerchProduct }) {
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
          <dt className="text-muted">Category</dt>
          <dd>{categoryLabels[product.category]}</dd>
          <dt className="text-muted">Rating</dt>
          <dd>
            <Rating rating={product.rating} />
          </dd>
          <dt className="text-muted">Customizable</dt>
          <dd>{product.customizable ? 'Yes: your logo, colours and text' : 'No'}</dd>
        </dl>
      </div>
    </div>
  );
}

function PricingTab({ product }: { product: MerchProduct }) {
  return (
    <div className="space-y-4">
      <PriceFigures product={product} />
      <p className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
        You earn {formatMoney(product.markup)} commission per item.
      </p>
      <p className="text-sm text-muted">
        Your customers pay the customer price: the base price of the print shop plus your markup, which is your
        commission.
      </p>
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
            <DialogHeader title={product.name} description={`${formatMoney(product.customerPrice)} each`} />
            <div className="space-y-4">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <NativeSelect
                  aria-label="Product"
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
                  Add to Cart{cart.quantityOf(product.slug) > 0 && ` (${cart.quantityOf(product.slug)} in cart)`}
                </Button>
              </div>
              <Tabs
                value={tab}
                onValueChange={(value) => props.onTarget({ slug: product.slug, tab: value as ProductTab })}
                className="space-y-4"
              >
                <TabsList className="grid-cols-3">
                  <TabsTrigger value="details">Details</TabsTrigger>
                  <TabsTrigger value="customize" disabled={!product.customizable}>
                    Customize
                  </TabsTrigger>
                  <TabsTrigger value="pricing">Pricing</TabsTrigger>
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
