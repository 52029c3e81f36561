import { TicketPercent, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { normaliseCouponCode, type CouponValidation } from '@shared/merch/coupons.schemas';
import { formatMoney, fromCents } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { serverMessage } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { useValidateCoupon } from '../api/merch.api';
import type { AppliedCoupon } from '../cart/cart-totals';
import { useT } from '@client/i18n/use-t';
import { t } from '@client/i18n/i18n';

const refused = (validation: CouponValidation) =>
  toast.error(t('merch.coupon.invalidTitle'), { description: validation.message || t('merch.coupon.invalid') });
const failed = (error: unknown) =>
  toast.error(t('merch.toast.error'), { description: serverMessage(error) ?? t('merch.coupon.validateFailed') });

/**
 * The coupon entry: not applied, applied after a valid check (the code and its discount, with Remove), removed
 * (code cleared, discount 0). While applied, the coupon is checked again whenever the cart's amount changes.
 */
export function CouponBox(props: {
  amount: number;
  discount: number;
  applied: AppliedCoupon | null;
  onApplied: (coupon: AppliedCoupon | null) => void;
}) {
  const tr = useT();
  const { amount, applied, onApplied } = props;
  const [code, setCode] = useState('');
  const validate = useValidateCoupon();
  const tried = useRef<number | null>(null);

  const { mutate, isPending } = validate;

  const check = (couponCode: string, onValid: (coupon: AppliedCoupon) => void) =>
    mutate(
      { code: couponCode, orderAmount: fromCents(amount) },
      {
        onSuccess: (validation) => {
          const { coupon } = validation;
          if (validation.valid && coupon) onValid({ validation: { ...validation, coupon }, amount });
          else refused(validation);
        },
        onError: failed,
      },
    );

  // The cart's amount changed under an applied coupon: the server checks it again (a minimum, a cap).
  useEffect(() => {
    if (!applied || applied.amount === amount || amount <= 0 || isPending || tried.current === amount) return;
    tried.current = amount;
    mutate(
      { code: applied.validation.coupon.code, orderAmount: fromCents(amount) },
      {
        onSuccess: (validation) => {
          const { coupon } = validation;
          if (validation.valid && coupon) return onApplied({ validation: { ...validation, coupon }, amount });
          refused(validation);
          onApplied(null);
        },
        onError: failed,
      },
    );
  }, [applied, amount, isPending, mutate, onApplied]);

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm dark:border-emerald-800 dark:bg-emerald-950">
        <p className="flex min-w-0 items-center gap-2">
          <TicketPercent className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
          <span className="font-mono font-semibold">{applied.validation.coupon.code}</span>
          <span className="text-emerald-800 dark:text-emerald-200">−{formatMoney(fromCents(props.discount))}</span>
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-label={tr('merch.coupon.removeCode', { code: applied.validation.coupon.code })}
          onClick={() => {
            setCode('');
            tried.current = null;
            onApplied(null);
          }}
        >
          <X aria-hidden /> {tr('merch.coupon.remove')}
        </Button>
      </div>
    );
  }

  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!code || isPending) return;
        tried.current = amount;
        check(code, (coupon) => {
          onApplied(coupon);
          toast.success(t('merch.coupon.applied', { code: coupon.validation.coupon.code }), {
            description: t('merch.coupon.youSave', { amount: formatMoney(coupon.validation.discountAmount) }),
          });
        });
      }}
    >
      <Input
        aria-label={tr('merch.coupon.code')}
        placeholder={tr('merch.coupon.code')}
        autoComplete="off"
        className="font-mono uppercase"
        value={code}
        onChange={(e) => setCode(normaliseCouponCode(e.target.value))}
      />
      <Button type="submit" variant="outline" disabled={!code || isPending}>
        {isPending ? tr('merch.coupon.applying') : tr('merch.coupon.apply')}
      </Button>
    </form>
  );
}
