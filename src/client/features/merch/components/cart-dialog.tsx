import { ShoppingCart } from 'lucide-react';
import type { Company } from '@shared/company/company.schemas';
import type { MerchStore } from '@shared/merch/merch.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { cartTotals, pricedLines, type AppliedCoupon } from '../cart/cart-totals';
import type { Cart } from '../cart/use-cart';
import { CartLines } from './cart-lines';
import { CartTotalsList } from './cart-totals-list';
import { CheckoutForm } from './checkout-form';
import { CouponBox } from './coupon-box';
import { useT } from '@client/i18n/use-t';

/** The cart: its lines, the coupon, the figures, then where it ships and how it is paid. */
export function CartDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  store: MerchStore | undefined;
  company: Company;
  cart: Cart;
  coupon: AppliedCoupon | null;
  onCoupon: (coupon: AppliedCoupon | null) => void;
  onEditDesign: (slug: string) => void;
  onPlaced: () => void;
}) {
  const t = useT();
  const { cart, coupon } = props;
  const lines = pricedLines(cart.lines, props.store?.products ?? []);
  const totals = cartTotals(lines, coupon);
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size="4xl">
        <DialogHeader
          title={t('merch.cart.title')}
          description={count === 0 ? t('merch.cart.empty') : t('merch.cart.items', { count })}
        />
        {lines.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center">
            <ShoppingCart className="size-10 text-muted" aria-hidden />
            <p className="text-sm text-muted">{t('merch.cart.emptyHint')}</p>
            <DialogClose asChild>
              <Button variant="outline">{t('merch.cart.browse')}</Button>
            </DialogClose>
          </div>
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            <div className="min-w-0 space-y-4">
              <CartLines lines={lines} cart={cart} onEditDesign={props.onEditDesign} />
              <CouponBox
                amount={totals.originalTotal}
                discount={totals.discount}
                applied={coupon}
                onApplied={props.onCoupon}
              />
              <CartTotalsList totals={totals} couponCode={coupon?.validation.coupon.code ?? null} />
            </div>
            {props.store && (
              <CheckoutForm
                mode={props.store.paymentMode}
                company={props.company}
                lines={lines}
                totals={totals}
                couponCode={coupon?.validation.coupon.code ?? null}
                onPlaced={props.onPlaced}
              />
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
