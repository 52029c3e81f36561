import { queryOptions } from '@tanstack/react-query';
import type { CompanyBillingSettings } from '@shared/invoices/invoices.schemas';
import type { ConnectedAccount, paymentModeSchema } from '@shared/payments/connected-accounts.schemas';
import type { PlatformTransaction } from '@shared/payments/platform-transactions.schemas';
import type { z } from 'zod';

// The reads of the payment setup screen, without its mutations (and their toasts): the app starts them at once for
// the screen's first render (app/route-prefetch.ts), from the entry script.

export const CONNECTED_ACCOUNTS_KEY = '/api/connected-accounts';

/** 'test' when the server has no Stripe key: accounts are verified at once and no real money moves. */
export const paymentModeQuery = queryOptions<{ mode: z.infer<typeof paymentModeSchema> }>({
  queryKey: ['/api/payments/mode'],
});

export const connectedAccountsQuery = queryOptions<ConnectedAccount[]>({ queryKey: [CONNECTED_ACCOUNTS_KEY] });

/** The newest card payments and refunds with the platform's fee on each (the server's first 100). */
export const platformTransactionsQuery = queryOptions<PlatformTransaction[]>({
  queryKey: ['/api/platform-transactions'],
});

/** The invoices screen reads the same settings under the same key, so both screens show one answer. */
export const billingSettingsQuery = queryOptions<CompanyBillingSettings>({ queryKey: ['/api/billing-settings'] });
