import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useT } from '@client/i18n/use-t';

/** The demo's card form (test mode: `children`, the card's fields), or, with Stripe, where the card is typed instead. */
export function PaymentSection(props: { testMode: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('subscriptions.payment.title')}</CardTitle>
        <CardDescription>
          {props.testMode ? t('subscriptions.payment.demo') : t('subscriptions.payment.stripe')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {props.testMode ? (
          <>
            <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {t('subscriptions.testMode')}
            </p>
            {props.children}
          </>
        ) : (
          <p className="text-sm text-muted">{t('subscriptions.payment.continuesOnStripe')}</p>
        )}
      </CardContent>
    </Card>
  );
}
