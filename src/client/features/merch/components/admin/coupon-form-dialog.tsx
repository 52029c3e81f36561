import type { Coupon } from '@shared/merch/coupons.schemas';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { CouponForm } from './coupon-form';
import { useT } from '@client/i18n/use-t';

/** `{}`: a new coupon; `{ coupon }`: that one to edit. */
export type CouponFormTarget = { coupon?: Coupon };

export function CouponFormDialog(props: { target: CouponFormTarget | null; onClose: () => void }) {
  const t = useT();
  const coupon = props.target?.coupon;
  return (
    <Dialog open={props.target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="2xl">
        <DialogHeader
          title={coupon ? t('merch.coupons.editTitle') : t('merch.coupons.createTitle')}
          description={coupon ? coupon.code : t('merch.coupons.formDescription')}
        />
        {props.target && (
          <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onSaved={props.onClose} onCancel={props.onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
