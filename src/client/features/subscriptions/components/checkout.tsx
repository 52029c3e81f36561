import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { z } from 'zod';
import type { PlansResponse } from '@shared/marketing-site/marketing.schemas';
import type { PlanId } from '@shared/marketing-site/plans';
import { fromCents, toCents } from '@shared/money';
import { cardSchema } from '@shared/payments/card.schemas';
import type { SubscribeResult, Subscription } from '@shared/subscriptions/subscriptions.schemas';
import { CardFields } from '@client/components/payments/card-fields';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { fieldErrors } from '@client/lib/api';
import { serverMessage } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { useT } from '@client/i18n/use-t';
import { useSubscribe } from '../api/subscriptions.api';
import { chargedAtTrialEnd } from '../subscription-format';
import { CouponBox } from './coupon-box';
import { firstChargeCents, OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { PlanChooser } from './plan-chooser';
import { usePlanCoupon } from './use-plan-coupon';

const FORM_ID = 'subscribe-form';
const blankCard = { cardholderName: '', cardNumber: '', expiryDate: '', cvv: '' };

/** The server's field names (`paymentMethod.cardNumber`) as the form's (`card.cardNumber`). */
const formField = <T extends FieldValues>(name: string) => name.replace(/^paymentMethod\./, 'card.') as Path<T>;

/**
 * Choosing a plan: the plans (Pro first chosen), the summary of the first charge, the coupon and the card (in test
 * mode; with Stripe the card is typed on Stripe's page). `onSubscribed` hears the server's answer.
 */
export function Checkout(props: {
  subscription: Subscription;
  plans: PlansResponse;
  done: boolean;
  onSubscribed: (result: SubscribeResult) => void;
}) {
  const t = useT();
  const { subscription, plans } = props;
  const testMode = subscription.paymentMode === 'test';
  const [planId, setPlanId] = useState<PlanId>(() => plans.plans.find((p) => p.id === 'pro')?.id ?? plans.plans[0].id);
  const [planError, setPlanError] = useState<string>();
  const plan = plans.plans.find((p) => p.id === planId) ?? plans.plans[0];
  const priceCents = toCents(plan.price);
  const coupon = usePlanCoupon(priceCents);
  const creditCents = toCents(subscription.credit);
  const subscribe = useSubscribe();
  // With Stripe the form has no card: the key is absent, which zod 4 takes only as optional.
  const schema = z.object({ card: testMode ? cardSchema : z.undefined().optional() });
  type Values = z.input<typeof schema>;
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: testMode ? { card: blankCard } : {},
  });

  const submit = form.handleSubmit((values) => {
    setPlanError(undefined);
    subscribe.mutate(
      {
        planType: plan.id,
        ...(values.card ? { paymentMethod: values.card } : {}),
        couponCode: coupon.current?.code ?? null,
        finalAmount: fromCents(firstChargeCents(priceCents, coupon.discountCents, creditCents)),
      },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          props.onSubscribed(result);
        },
        onError: (error) => {
          toast.error(t('subscriptions.checkout.failedTitle'), {
            description: serverMessage(error) ?? t('subscriptions.checkout.failed'),
          });
          Object.entries(fieldErrors(error)).forEach(([name, message], i) => {
            if (name === 'planType') setPlanError(message);
            else if (name.startsWith('paymentMethod.'))
              form.setError(formField<Values>(name), { message }, { shouldFocus: i === 0 });
          });
        },
      },
    );
  });

  const busy = subscribe.isPending || props.done;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <div>
          <PlanChooser
            legend={t('subscriptions.checkout.legend')}
            name="plan"
            plans={plans.plans}
            value={plan.id}
            onChange={setPlanId}
          />
          {planError && (
            <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
              {planError}
            </p>
          )}
        </div>
        <form id={FORM_ID} noValidate onSubmit={submit}>
          <PaymentSection testMode={testMode}>
            <CardFields form={form} />
          </PaymentSection>
        </form>
      </div>
      <Card className="lg:sticky lg:top-20">
        <CardHeader>
          <CardTitle>{t('subscriptions.checkout.summary')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <OrderSummary
            plan={plan}
            priceCents={priceCents}
            discountCents={coupon.discountCents}
            couponCode={coupon.applied?.code ?? null}
            creditCents={creditCents}
            trialEndsAt={chargedAtTrialEnd(subscription) ? subscription.trialEndsAt : null}
          />
          <CouponBox coupon={coupon} />
          <Button type="submit" form={FORM_ID} size="lg" className="w-full" disabled={busy || coupon.validating}>
            {busy ? t('subscriptions.checkout.subscribing') : t('subscriptions.checkout.subscribe')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
