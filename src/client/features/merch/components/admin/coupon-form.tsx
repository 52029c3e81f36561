import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type FieldErrors } from 'react-hook-form';
import { MAX_PERCENTAGE, type Coupon, type CouponInput } from '@shared/merch/coupons.schemas';
import { fieldErrors } from '@client/lib/api';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect, Textarea } from '@client/components/ui/input';
import { cx } from '@client/lib/cx';
import { useCreateCoupon, useUpdateCoupon } from '../../api/admin-coupons.api';
import {
  couponFieldOrder,
  couponFormDefaults,
  couponResolver,
  hasMoreOptions,
  isMoreOption,
  type CouponFormValues,
} from './coupon-form-values';
import { CouponMoreOptions } from './coupon-more-options';
import { useT } from '@client/i18n/use-t';

/** Creates a coupon, or edits `coupon`; the server's field messages land under their fields. */
export function CouponForm(props: { coupon?: Coupon; onSaved: () => void; onCancel: () => void }) {
  const t = useT();
  const { coupon } = props;
  const [showMore, setShowMore] = useState(() => hasMoreOptions(coupon));
  const create = useCreateCoupon();
  const update = useUpdateCoupon(coupon?.id ?? 0);
  const form = useForm<CouponFormValues, unknown, CouponInput>({
    resolver: couponResolver(coupon),
    defaultValues: couponFormDefaults(coupon),
    shouldFocusError: false,
  });
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const pending = create.isPending || update.isPending;
  const percentage = watch('discountType') === 'percentage';

  /** The first field with a message takes the focus, 'More options' opened first when it is in there. */
  const focusFirst = (invalid: Partial<Record<keyof CouponFormValues, unknown>>) => {
    const first = couponFieldOrder.find((name) => invalid[name]);
    if (!first) return;
    if (isMoreOption(first)) flushSync(() => setShowMore(true));
    form.setFocus(first);
  };
  const showServerErrors = (error: unknown) => {
    const fields = fieldErrors(error);
    for (const [name, message] of Object.entries(fields)) form.setError(name as keyof CouponFormValues, { message });
    focusFirst(fields);
  };
  const submit = form.handleSubmit(
    (input) => {
      const handlers = { onSuccess: props.onSaved, onError: showServerErrors };
      if (coupon) update.mutate(input, handlers);
      else create.mutate(input, handlers);
    },
    (invalid: FieldErrors<CouponFormValues>) => focusFirst(invalid),
  );

  const code = register('code');
  const field = (name: keyof CouponFormValues) => {
    const id = `coupon-${name}`;
    return { id, error: errors[name]?.message, invalid: invalidProps(id, errors[name]?.message) };
  };
  const f = {
    code: field('code'),
    type: field('discountType'),
    value: field('discountValue'),
    maxUses: field('maxUses'),
    expiresAt: field('expiresAt'),
    description: field('description'),
  };

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <Field id={f.code.id} label={t('merch.coupons.code')} error={f.code.error}>
        <Input
          id={f.code.id}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="SPRING20"
          className="font-mono"
          {...f.code.invalid}
          {...code}
          onChange={(event) => {
            // Upper case as typed, the caret kept where it was.
            const input = event.target;
            const { selectionStart, selectionEnd } = input;
            input.value = input.value.toUpperCase();
            input.setSelectionRange(selectionStart, selectionEnd);
            return code.onChange(event);
          }}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={f.type.id} label={t('merch.coupons.discountType')} error={f.type.error}>
          <NativeSelect id={f.type.id} {...f.type.invalid} {...register('discountType')}>
            <option value="percentage">{t('merch.coupons.percentage')}</option>
            <option value="fixed_amount">{t('merch.coupons.fixedAmount')}</option>
          </NativeSelect>
        </Field>
        <Field
          id={f.value.id}
          label={percentage ? t('merch.coupons.valuePercentage') : t('merch.coupons.valueAmount')}
          error={f.value.error}
        >
          <Input
            id={f.value.id}
            type="number"
            inputMode="decimal"
            min={0}
            max={percentage ? MAX_PERCENTAGE : undefined}
            step={0.01}
            {...f.value.invalid}
            {...register('discountValue')}
          />
        </Field>
        <Field
          id={f.maxUses.id}
          label={t('merch.coupons.maxUses')}
          hint={t('merch.coupons.maxUsesHint')}
          error={f.maxUses.error}
        >
          <Input
            id={f.maxUses.id}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={t('merch.coupons.unlimited')}
            {...f.maxUses.invalid}
            {...register('maxUses')}
          />
        </Field>
        <Field
          id={f.expiresAt.id}
          label={t('merch.coupons.expiry')}
          hint={t('merch.coupons.expiryHint')}
          error={f.expiresAt.error}
        >
          <Input id={f.expiresAt.id} type="date" max="9999-12-31" {...f.expiresAt.invalid} {...register('expiresAt')} />
        </Field>
      </div>
      <Field
        id={f.description.id}
        label={t('merch.coupons.descriptionLabel')}
        hint={t('merch.coupons.descriptionHint')}
        error={f.description.error}
      >
        <Textarea id={f.description.id} rows={2} {...f.description.invalid} {...register('description')} />
      </Field>
      <div className="rounded-lg border">
        <button
          type="button"
          aria-expanded={showMore}
          aria-controls="coupon-more-options"
          onClick={() => setShowMore((open) => !open)}
          className="flex w-full items-center justify-between rounded-lg px-4 py-3 text-sm font-medium focus-visible:outline-2"
        >
          {t('merch.coupons.moreOptions')}
          <ChevronDown className={cx('size-4 transition-transform', showMore && 'rotate-180')} aria-hidden />
        </button>
        <div id="coupon-more-options" hidden={!showMore} className="border-t p-4">
          <CouponMoreOptions register={register} errors={errors} />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={pending} onClick={props.onCancel}>
          {t('merch.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {coupon
            ? pending
              ? t('merch.coupons.updating')
              : t('merch.coupons.update')
            : pending
              ? t('merch.coupons.creating')
              : t('merch.coupons.createButton')}
        </Button>
      </div>
    </form>
  );
}
