import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { COUPON_TARGETS, type CouponTarget } from '@shared/merch/coupons.schemas';
import { Checkbox } from '@client/components/ui/checkbox';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import type { CouponFormValues } from './coupon-form-values';
import { useT } from '@client/i18n/use-t';

/** The coupon's other terms: uses per user, a minimum order, what it applies to, how long a subscription keeps it. */
export function CouponMoreOptions(props: {
  register: UseFormRegister<CouponFormValues>;
  errors: FieldErrors<CouponFormValues>;
}) {
  const t = useT();
  const { register, errors } = props;
  const targetLabels: Record<CouponTarget, string> = {
    merchandise: t('merch.coupons.target.merchandise'),
    subscription: t('merch.coupons.target.subscription'),
    domain: t('merch.coupons.target.domain'),
  };
  const number = (name: 'userLimit' | 'minimumAmount' | 'durationMonths', label: string, hint: string) => {
    const id = `coupon-${name}`;
    const error = errors[name]?.message;
    const money = name === 'minimumAmount';
    return (
      <Field id={id} label={label} hint={hint} error={error}>
        <Input
          id={id}
          type="number"
          inputMode={money ? 'decimal' : 'numeric'}
          min={money ? 0 : 1}
          max={name === 'durationMonths' ? 120 : undefined}
          step={money ? 0.01 : 1}
          {...invalidProps(id, error)}
          {...register(name)}
        />
      </Field>
    );
  };
  const targetsError = errors.appliesTo?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {number('userLimit', t('merch.coupons.userLimit'), t('merch.coupons.userLimitHint'))}
      {number('minimumAmount', t('merch.coupons.minimumAmount'), t('merch.coupons.minimumAmountHint'))}
      <fieldset className="space-y-2 sm:col-span-2" {...invalidProps('coupon-appliesTo', targetsError)}>
        <legend className="text-sm font-medium">{t('merch.coupons.appliesTo')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {COUPON_TARGETS.map((target) => (
            <label key={target} className="inline-flex items-center gap-2 text-sm">
              <Checkbox value={target} {...register('appliesTo')} />
              {targetLabels[target]}
            </label>
          ))}
        </div>
        {targetsError ? (
          <p id="coupon-appliesTo-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
            {targetsError}
          </p>
        ) : (
          <p className="text-xs text-muted">{t('merch.coupons.appliesToHint')}</p>
        )}
      </fieldset>
      {number('durationMonths', t('merch.coupons.durationMonths'), t('merch.coupons.durationMonthsHint'))}
    </div>
  );
}
