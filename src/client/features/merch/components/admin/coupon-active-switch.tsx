import type { Coupon } from '@shared/merch/coupons.schemas';
import { cx } from '@client/lib/cx';
import { useSetCouponActive } from '../../api/admin-coupons.api';
import { useT } from '@client/i18n/use-t';

/** The row's status: a switch that turns the coupon on or off, and the word for where it stands. */
export function CouponActiveSwitch({ coupon }: { coupon: Coupon }) {
  const t = useT();
  const setActive = useSetCouponActive();
  // While the change is on its way the switch shows where it is going.
  const on = setActive.isPending ? !coupon.isActive : coupon.isActive;
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={t('merch.coupons.activeSwitch', { code: coupon.code })}
        disabled={setActive.isPending}
        onClick={() => setActive.mutate({ id: coupon.id, isActive: !coupon.isActive })}
        className={cx(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-70',
          on ? 'bg-brand-700' : 'bg-slate-300 dark:bg-slate-600',
        )}
      >
        <span
          aria-hidden
          className={cx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
      <span className={cx('text-sm font-medium', on ? 'text-emerald-700 dark:text-emerald-400' : 'text-muted')}>
        {on ? t('merch.coupons.active') : t('merch.coupons.inactive')}
      </span>
    </span>
  );
}
