import type { ConnectedAccount } from '@shared/payments/connected-accounts.schemas';
import type { PlatformTransaction } from '@shared/payments/platform-transactions.schemas';

/** A connected account as the API answers it, for client tests; override what the test is about. */
export function accountFixture(overrides: Partial<ConnectedAccount> = {}): ConnectedAccount {
  return {
    id: 7,
    processor: 'stripe',
    businessName: 'Greenline Landscaping',
    businessType: 'company',
    taxIdLast4: '6789',
    status: 'verified',
    platformFeeRate: '2.90',
    capabilities: ['card_payments', 'transfers'],
    requirementsStatus: 'complete',
    verifiedAt: '2024-03-05T10:00:00.000Z',
    createdAt: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A platform transaction (a card payment unless told) as the API answers it. */
export function transactionFixture(overrides: Partial<PlatformTransaction> = {}): PlatformTransaction {
  return {
    id: 1,
    invoiceId: 42,
    type: 'payment',
    amount: '1250.00',
    platformFeePercent: '2.90',
    platformFeeAmount: '36.25',
    providerAmount: '1213.75',
    status: 'succeeded',
    paymentMethod: 'card',
    externalTransactionId: 'pay_1',
    createdAt: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
}
