import { TicketPercent, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { normaliseCouponCode, type CouponValidation } from '@shared/merch/coupons.schemas';
import { formatMoney, fromCents, toCents } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { serverMessage } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';
import { useT } from '@client/i18n/use-t';
import { useValidateDomainCoupon } from '../api/domain-checkout.api';

export type AppliedDomainCoupon = { code: string; discountCents: number };

const refused = (validation: CouponValidation) =>
  toast.error(t('domain-checkout.coupon.invalidTitle'), {
    description: validation.message || t('domain-checkout.coupon.invalid'),
  });
const failed = (error: unknown) =>
  toast.error(t('domain-checkout.coupon.errorTitle'), {
    description: serverMessage(error) ?? t('domain-checkout.coupon.validateFailed'),
  });

/** The coupon of the checkout: applied once the server found it valid for the setup fee, or removed. */
export function useDomainCoupon(feeCents: number) {
  const [applied, setApplied] = useState<AppliedDomainCoupon | null>(null);
  const { mutate, isPending } = useValidateDomainCoupon();
  const apply = useCallback(
    (code: string) =>
      mutate(
        { code, orderAmount: fromCents(feeCents) },
        {
          onSuccess: (validation) => {
            if (!validation.valid || !validation.coupon) return refused(validation);
            const coupon = { code: validation.coupon.code, discountCents: toCents(validation.discountAmount) };
            setApplied(coupon);
            toast.success(t('domain-checkout.coupon.applied', { code: coupon.code }), {
              description: t('domain-checkout.coupon.youSave', { amount: formatMoney(validation.discountAmount) }),
            });
          },
          onError: failed,
        },
      ),
    [mutate, feeCents],
  );
  return { applied, validating: isPending, apply, remove: useCallback(() => setApplied(null), []) };
}

/** The coupon entry: upper-cased and trimmed; Apply waits for a code and for the check. */
export function DomainCouponBox({ coupon }: { coupon: ReturnType<typeof useDomainCoupon> }) {
  const t = useT();
  const [code, setCode] = useState('');
  const { applied, validating } = coupon;
  if (applied) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm dark:border-emerald-800 dark:bg-emerald-950">
        <p className="flex min-w-0 items-center gap-2">
          <TicketPercent className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
          <span className="font-mono font-semibold">{applied.code}</span>
          <span className="text-emerald-800 dark:text-emerald-200">
            −{formatMoney(fromCents(applied.discountCents))}
          </span>
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('domain-checkout.coupon.removeLabel', { code: applied.code })}
          onClick={() => {
            setCode('');
            coupon.remove();
          }}
        >
          <X aria-hidden /> {t('domain-checkout.coupon.remove')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (code && !validating) coupon.apply(code);
      }}
    >
      <Input
        aria-label={t('domain-checkout.coupon.code')}
        placeholder={t('domain-checkout.coupon.code')}
        autoComplete="off"
        maxLength={50}
        className="font-mono uppercase"
        value={code}
        onChange={(e) => setCode(normaliseCouponCode(e.target.value))}
      />
      <Button type="submit" variant="outline" disabled={!code || validating}>
        {validating ? t('domain-checkout.coupon.applying') : t('domain-checkout.coupon.apply')}
      </Button>
    </form>
  );
}
