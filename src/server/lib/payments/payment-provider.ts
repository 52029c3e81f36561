import type { Env } from '../../env';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

/** Stripe when a secret key is configured, the offline test provider otherwise. */
export function createPaymentProvider(env: Env): PaymentProvider {
  return env.STRIPE_SECRET_KEY
    ? createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL })
    : createTestProvider();
}
