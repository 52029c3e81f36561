import { couponMessages as m, type Coupon } from '@shared/merch/coupons.schemas';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { CouponForm } from './coupon-form';

/** `{}`: a new coupon; `{ coupon }`: that one to edit. */
export type CouponFormTarget = { coupon?: Coupon };

export function CouponFormDialog(props: { target: CouponFormTarget | null; onClose: () => void }) {
  const coupon = props.target?.coupon;
  return (
    <Dialog open={props.target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="2xl">
        <DialogHeader
          title={coupon ? m.editTitle : m.createTitle}
          description={coupon ? coupon.code : 'A code customers type at checkout for a discount.'}
        />
        {props.target && (
          <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onSaved={props.onClose} onCancel={props.onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
