import { z } from 'zod';
import { shippingAddressSchema } from '@shared/merch/merch.schemas';
import { cardSchema } from '@shared/payments/card.schemas';

export type PaymentMode = 'test' | 'stripe';

/** The checkout form: where the order ships and, in test mode only, the card (Stripe takes it on its own page). */
export function checkoutSchema(mode: PaymentMode) {
  return z.object({
    shippingAddress: shippingAddressSchema,
    card: mode === 'test' ? cardSchema : z.undefined().optional(),
  });
}
export type CheckoutValues = z.input<ReturnType<typeof checkoutSchema>>;
