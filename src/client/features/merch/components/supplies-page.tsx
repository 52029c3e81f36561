import { useQuery } from '@tanstack/react-query';
import { History, Palette, ShoppingCart } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { Company } from '@shared/company/company.schemas';
import type { MerchOrder, MerchProduct } from '@shared/merch/merch.schemas';
import { screenHeads } from '@shared/screen-heads';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { preloadDialog } from '@client/components/ui/dialog';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { orderPlacedToast } from '../api/merch.api';
import { merchStoreQuery } from '../api/merch.queries';
import type { AppliedCoupon } from '../cart/cart-totals';
import { useCart } from '../cart/use-cart';
import { CartDialog } from './cart-dialog';
import { Catalogue } from './catalogue';
import { MerchStatCards } from './merch-stat-cards';
import { OrderHistoryDialog } from './order-history-dialog';
import { UnfinishedPayment, useOrderAddress } from './payment-return';
import { ProductDialog, type ProductTarget } from './product-dialog';
import { useT } from '@client/i18n/use-t';

/**
 * /supplies: the figures, the catalogue (search, category, sort), each product's details and design, the cart
 * with its coupon and checkout, and the order history. Rendered inside CompanyRequired: the company exists.
 */
export function SuppliesPage() {
  const t = useT();
  const head = screenHeads['/supplies'];
  useDocumentTitle(t('merch.page.title'));
  const company = useQuery<Company | null>({ queryKey: ['/api/company'], enabled: false }).data as Company;
  const store = useQuery(merchStoreQuery);
  const products = store.data?.products ?? [];
  const cart = useCart(company.id);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [product, setProduct] = useState<ProductTarget | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);

  const { clear } = cart;
  const paid = useCallback(
    (order: MerchOrder) => {
      clear();
      setCoupon(null);
      orderPlacedToast(order);
    },
    [clear],
  );
  const address = useOrderAddress(paid);

  const designTool = () => {
    const first = products.find((p) => p.customizable);
    if (first) setProduct({ slug: first.slug, tab: 'customize' });
  };
  const open = (p: MerchProduct) => setProduct({ slug: p.slug, tab: 'details' });

  return (
    <div className="space-y-6">
      <PageHeader
        {...head}
        action={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={!products.some((p) => p.customizable)}
              onClick={designTool}
              onPointerEnter={preloadDialog}
            >
              <Palette aria-hidden /> {t('merch.page.designTool')}
            </Button>
            <Button variant="outline" onClick={() => setHistoryOpen(true)} onPointerEnter={preloadDialog}>
              <History aria-hidden /> {t('merch.history.title')}
            </Button>
            <Button
              aria-label={t('merch.page.cartLabel', { count: cart.count })}
              onClick={() => setCartOpen(true)}
              onPointerEnter={preloadDialog}
            >
              <ShoppingCart aria-hidden /> {t('merch.page.cart', { count: cart.count })}
            </Button>
          </div>
        }
      />
      {address.unfinished !== null && <UnfinishedPayment orderId={address.unfinished} onDone={address.dismiss} />}
      <MerchStatCards />
      <Catalogue store={store} cart={cart} onOpen={open} />
      <ProductDialog target={product} products={products} company={company} cart={cart} onTarget={setProduct} />
      <CartDialog
        open={cartOpen}
        onOpenChange={setCartOpen}
        store={store.data}
        company={company}
        cart={cart}
        coupon={coupon}
        onCoupon={setCoupon}
        onEditDesign={(slug) => {
          setCartOpen(false);
          setProduct({ slug, tab: 'customize' });
        }}
        onPlaced={() => {
          clear();
          setCoupon(null);
          setCartOpen(false);
        }}
      />
      <OrderHistoryDialog
        open={historyOpen || address.orderId !== null}
        orderId={address.orderId}
        products={products}
        onOrder={(orderId) => {
          setHistoryOpen(true);
          address.showOrder(orderId);
        }}
        onClose={() => {
          setHistoryOpen(false);
          address.showOrder(null);
        }}
      />
    </div>
  );
}
