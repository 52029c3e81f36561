import { TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { LAUNCH_COUPON_CODE, normaliseCouponCode } from '@shared/merch/coupons.schemas';
import { formatMoney, fromCents } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import type { usePlanCoupon } from './use-plan-coupon';

/** The coupon entry (upper-cased and trimmed; Apply waits for a code and for the check), and the launch offer. */
export function CouponBox({ coupon }: { coupon: ReturnType<typeof usePlanCoupon> }) {
  const t = useT();
  const [code, setCode] = useState('');
  const { applied, validating } = coupon;

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm dark:border-emerald-800 dark:bg-emerald-950">
        <p className="min-w-0">
          <span className="flex items-center gap-2">
            <TicketPercent className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
            <span className="font-mono font-semibold">{applied.code}</span>
          </span>
          <span className="block text-emerald-800 dark:text-emerald-200">
            {validating
              ? t('subscriptions.coupon.checking')
              : applied.durationMonths && applied.durationMonths > 1
                ? t('subscriptions.coupon.offMonths', {
                    amount: formatMoney(fromCents(applied.discountCents)),
                    months: applied.durationMonths,
                  })
                : t('subscriptions.coupon.offFirstMonth', { amount: formatMoney(fromCents(applied.discountCents)) })}
          </span>
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('subscriptions.coupon.removeLabel', { code: applied.code })}
          onClick={() => {
            setCode('');
            coupon.remove();
          }}
        >
          {t('subscriptions.coupon.remove')}
        </Button>
      </div>
    );
  }

  const apply = () => {
    if (code && !validating) coupon.apply(code);
  };
  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <Input
          aria-label={t('subscriptions.coupon.code')}
          placeholder={t('subscriptions.coupon.code')}
          autoComplete="off"
          className="font-mono uppercase"
          value={code}
          onChange={(e) => setCode(normaliseCouponCode(e.target.value))}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            apply();
          }}
        />
        <Button variant="outline" disabled={!code || validating} onClick={apply}>
          {validating ? t('subscriptions.coupon.applying') : t('subscriptions.coupon.apply')}
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-violet-300 bg-violet-50 px-3 py-2 text-sm dark:border-violet-800 dark:bg-violet-950">
        <p>
          <span className="font-semibold">{t('subscriptions.coupon.launchOfferLabel')}</span>{' '}
          {t('subscriptions.coupon.launchOffer')}
        </p>
        <button
          type="button"
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline disabled:opacity-60 dark:text-brand-500"
          disabled={validating}
          onClick={() => {
            setCode(LAUNCH_COUPON_CODE);
            coupon.apply(LAUNCH_COUPON_CODE);
          }}
        >
          {t('subscriptions.coupon.use', { code: LAUNCH_COUPON_CODE })}
        </button>
      </div>
    </div>
  );
}
