import type { FakeCharge, FakePaymentIntent } from './fake-stripe-checkout';
import type { FormObject } from './fake-stripe-form';
import {
  invalidRequest,
  newId,
  noSuch,
  optionalInteger,
  requiredString,
  stringMap,
  unixNow,
} from './fake-stripe-objects';

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
};

/** A refund of (part of) a payment's charge; refuses more than is left. */
export function newRefund(
  body: FormObject,
  opts: { intent: (id: string) => FakePaymentIntent | undefined; charge: (id: string) => FakeCharge | undefined },
) {
  const intentId = requiredString(body, 'payment_intent');
  const intent = opts.intent(intentId);
  const charge = intent && opts.charge(intent.latest_charge);
  if (!intent || !charge) throw noSuch('payment_intent', intentId, 'payment_intent');
  const left = charge.amount - charge.amount_refunded;
  if (left === 0)
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  const amount = optionalInteger(body, 'amount') ?? left;
  if (amount === 0 || amount > left) {
    throw invalidRequest(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
      code: 'amount_too_large',
      param: 'amount',
    });
  }
  const refund: FakeRefund = {
    id: newId('re'),
    object: 'refund',
    amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: intent.id,
    status: 'succeeded',
    metadata: stringMap(body, 'metadata'),
    created: unixNow(),
  };
  const refunded = charge.amount_refunded + amount;
  return { refund, charge: { ...charge, amount_refunded: refunded, refunded: refunded === charge.amount } };
}
