import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toCents } from '@shared/money';
import type { DomainOrder } from '@shared/storefronts/domain-checkout.schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton, Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/lib/session';
import { toast } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { t as translate } from '@client/i18n/i18n';
import { useT } from '@client/i18n/use-t';
import { useConfirmDomainOrder, useDomainOrder } from '../api/domain-checkout.api';
import { DomainCouponBox, useDomainCoupon } from './domain-coupon-box';
import { DOMAIN_MANAGER_PATH, DomainNotFound } from './domain-not-found';
import { DomainPaymentForm } from './domain-payment-form';
import { OrderSummary } from './order-summary';

type Return = 'none' | 'confirming' | 'pending' | 'unknown';

/**
 * Back from Stripe's page (`?session_id=`): the server confirms the session once; paid, the owner is told and taken to
 * the domain manager, else the order is shown again (with a note while Stripe has not confirmed it).
 */
function useStripeReturn(subdomain: string) {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const { mutate } = useConfirmDomainOrder(subdomain);
  const [state, setState] = useState<Return>(sessionId ? 'confirming' : 'none');
  const sent = useRef(false);
  useEffect(() => {
    if (!sessionId || sent.current) return;
    sent.current = true;
    mutate(sessionId, {
      onSuccess: (result) => {
        if (result.status !== 'active') return setState('pending');
        toast.success(translate('domain-checkout.paymentSuccessful'), { description: result.message });
        void navigate(DOMAIN_MANAGER_PATH);
      },
      onError: () => setState('unknown'),
    });
  }, [sessionId, mutate, navigate]);
  return state;
}

function Checkout({ order, notConfirmed }: { order: DomainOrder; notConfirmed: boolean }) {
  const t = useT();
  const { user } = useSession();
  const feeCents = toCents(order.setupFee);
  const coupon = useDomainCoupon(feeCents);
  const discountCents = coupon.applied?.discountCents ?? 0;
  const couponCode = coupon.applied?.code ?? null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-4">
        <OrderSummary order={order} discountCents={discountCents} couponCode={couponCode} />
        {/* Coupons are checked for a signed-in owner (their per-user limits): a visitor pays the fee as it is. */}
        {user ? <DomainCouponBox coupon={coupon} /> : null}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('domain-checkout.payment')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {notConfirmed ? (
            <p className="text-sm text-amber-700 dark:text-amber-300">{t('domain-checkout.notConfirmed')}</p>
          ) : null}
          <DomainPaymentForm order={order} totalCents={feeCents - discountCents} couponCode={couponCode} />
        </CardContent>
      </Card>
    </div>
  );
}

/** /checkout/domain/{subdomain}: the public checkout of a domain's setup fee. */
export function DomainCheckoutPage() {
  const { subdomain = '' } = useParams();
  const t = useT();
  useDocumentTitle(t('domain-checkout.title'));
  const returned = useStripeReturn(subdomain);
  const order = useDomainOrder(subdomain, returned !== 'confirming');
  const told = useRef(false);
  useEffect(() => {
    if (!order.isError || told.current) return;
    told.current = true;
    toast.error(translate('domain-checkout.orderNotFound'));
  }, [order.isError]);

  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-10">
      {order.isError ? (
        <DomainNotFound />
      ) : (
        <>
          <header className="space-y-1">
            <h1 className="text-2xl font-bold">{t('domain-checkout.title')}</h1>
            <p className="text-muted">{t('domain-checkout.intro')}</p>
          </header>
          {returned === 'confirming' ? (
            <p className="flex items-center gap-2 text-muted">
              <Spinner label={t('domain-checkout.confirmingLabel')} /> {t('domain-checkout.confirming')}
            </p>
          ) : order.data ? (
            <Checkout order={order.data} notConfirmed={returned === 'pending'} />
          ) : (
            <div className="grid gap-6 md:grid-cols-2" aria-busy="true">
              <Skeleton className="h-64" />
              <Skeleton className="h-64" />
            </div>
          )}
        </>
      )}
    </main>
  );
}
