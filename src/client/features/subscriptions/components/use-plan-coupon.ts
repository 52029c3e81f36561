import { useCallback, useEffect, useRef, useState } from 'react';
import type { CouponValidation } from '@shared/merch/coupons.schemas';
import { formatMoney, fromCents, toCents } from '@shared/money';
import { serverMessage } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';
import { useValidateCoupon } from '../api/subscriptions.api';

/** A coupon the server accepted for a plan's price: what it takes off that price, and for how many months. */
export type AppliedCoupon = { code: string; discountCents: number; durationMonths: number | null; forCents: number };

const refused = (validation: CouponValidation) =>
  toast.error(t('subscriptions.coupon.invalidTitle'), {
    description: validation.message || t('subscriptions.coupon.invalid'),
  });
const failed = (error: unknown) =>
  toast.error(t('subscriptions.coupon.errorTitle'), {
    description: serverMessage(error) ?? t('subscriptions.coupon.validateFailed'),
  });

const appliedOf = (validation: CouponValidation, forCents: number): AppliedCoupon | null =>
  validation.valid && validation.coupon
    ? {
        code: validation.coupon.code,
        discountCents: toCents(validation.discountAmount),
        durationMonths: validation.coupon.durationMonths,
        forCents,
      }
    : null;

/**
 * The coupon of the checkout: not applied, applied after the server found it valid for the chosen plan's price,
 * removed. Choosing another plan checks it again against the new price (a cap, a minimum); until that answer
 * comes no discount is counted.
 */
export function usePlanCoupon(priceCents: number) {
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const { mutate, isPending } = useValidateCoupon();
  const rechecked = useRef<number | null>(null);

  const apply = useCallback(
    (code: string) =>
      mutate(
        { code, orderAmount: fromCents(priceCents) },
        {
          onSuccess: (validation) => {
            const coupon = appliedOf(validation, priceCents);
            if (!coupon) return refused(validation);
            rechecked.current = priceCents;
            setApplied(coupon);
            toast.success(t('subscriptions.coupon.applied', { code: coupon.code }), {
              description: t('subscriptions.coupon.youSave', { amount: formatMoney(fromCents(coupon.discountCents)) }),
            });
          },
          onError: failed,
        },
      ),
    [mutate, priceCents],
  );

  useEffect(() => {
    if (!applied || applied.forCents === priceCents || isPending || rechecked.current === priceCents) return;
    rechecked.current = priceCents;
    mutate(
      { code: applied.code, orderAmount: fromCents(priceCents) },
      {
        onSuccess: (validation) => {
          const coupon = appliedOf(validation, priceCents);
          if (!coupon) refused(validation);
          setApplied(coupon);
        },
        onError: (error) => {
          failed(error);
          setApplied(null);
        },
      },
    );
  }, [applied, priceCents, isPending, mutate]);

  const remove = useCallback(() => {
    rechecked.current = null;
    setApplied(null);
  }, []);

  const current = applied && applied.forCents === priceCents ? applied : null;
  return { applied, current, discountCents: current?.discountCents ?? 0, validating: isPending, apply, remove };
}
