import type { ReactNode } from 'react';
import { TEST_MODE_LABEL } from '@shared/payments/card.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';

/** The demo's card form (test mode: `children`, the card's fields), or, with Stripe, where the card is typed instead. */
export function PaymentSection(props: { testMode: boolean; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment details</CardTitle>
        <CardDescription>
          {props.testMode ? 'Demo payment form: try the card 4242 4242 4242 4242.' : 'Paid securely with Stripe.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {props.testMode ? (
          <>
            <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {TEST_MODE_LABEL}
            </p>
            {props.children}
          </>
        ) : (
          <p className="text-sm text-muted">
            Payment continues on Stripe&apos;s secure page: you will enter your card there after Subscribe Now.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
