import type { UseQueryResult } from '@tanstack/react-query';
import { Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@client/components/brand/logo';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';

export function Frame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardContent flush className="space-y-4 p-8 text-center">
          {children}
        </CardContent>
      </Card>
      <p className="flex items-center gap-2 text-xs text-muted">
        <LogoMark className="size-4" /> {t('customer-portal.frame.poweredBy')}
      </p>
    </main>
  );
}

/** The way back: the customer's portal (when known), and home. */
export function Links({ customerToken, portalLabel }: { customerToken?: string; portalLabel?: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:justify-center">
      {customerToken && (
        <Button asChild>
          <Link to={`/customer/${customerToken}`}>{portalLabel}</Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to="/">{t('customer-portal.payment.home')}</Link>
      </Button>
    </div>
  );
}

type PaymentView = { customerToken: string; payment: { status: 'pending' | 'succeeded' | 'failed' | 'expired' } };

/**
 * What the success page shows of a payment, whatever it paid: not found (no such payment id of it), loading, a
 * failure to load, the paid view, or, until the provider confirms, a wait (or the news that it did not go through).
 */
export function PaymentOutcome<T extends PaymentView>(props: {
  /** Both the document and the payment id are in the address. */
  named: boolean;
  query: UseQueryResult<T | null>;
  /** The sentence of a payment waiting for the provider's word, or of one that did not go through. */
  text: (data: T, outcome: 'pending' | 'failed') => string;
  portalLabel: string;
  paid: (data: T) => ReactNode;
}) {
  const { query } = props;
  const data = query.data;
  const t = useT();
  if (!props.named || data === null) {
    return (
      <Frame>
        <XCircle className="mx-auto size-12 text-red-600" aria-hidden />
        <h1 className="text-2xl font-bold">{t('customer-portal.payment.notFound')}</h1>
        <p className="text-muted">{t('customer-portal.payment.notFoundText')}</p>
        <Links />
      </Frame>
    );
  }
  if (query.isError) {
    return (
      <Frame>
        <LoadError
          what={t('customer-portal.payment.loadErrorWhat')}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </Frame>
    );
  }
  if (!data) {
    return (
      <Frame>
        <div className="space-y-3" aria-busy="true" aria-label={t('customer-portal.payment.loading')}>
          <Skeleton className="mx-auto size-12 rounded-full" />
          <Skeleton className="mx-auto h-8 w-56" />
          <Skeleton className="h-28" />
        </div>
      </Frame>
    );
  }
  if (data.payment.status === 'succeeded') return <Frame>{props.paid(data)}</Frame>;
  const pending = data.payment.status === 'pending';
  return (
    <Frame>
      {pending ? (
        <Clock className="mx-auto size-12 text-amber-600" aria-hidden />
      ) : (
        <XCircle className="mx-auto size-12 text-red-600" aria-hidden />
      )}
      <h1 className="text-2xl font-bold">
        {pending ? t('customer-portal.payment.confirming') : t('customer-portal.payment.failed')}
      </h1>
      <p className="text-muted" role="status">
        {pending ? props.text(data, 'pending') : props.text(data, 'failed')}
      </p>
      <Links customerToken={data.customerToken} portalLabel={props.portalLabel} />
    </Frame>
  );
}
