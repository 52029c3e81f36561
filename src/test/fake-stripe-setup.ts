import type { FakePaymentMethod } from './fake-stripe-billing';
import { sessionBuyer, sessionFrame, type FakeSession } from './fake-stripe-checkout';
import type { FormObject } from './fake-stripe-form';
import { invalidRequest, newId, requiredString, stringMap, unixNow } from './fake-stripe-objects';

/** A card kept for later charges by a setup-mode page, trimmed to what Crewdesk reads. */
export type FakeSetupIntent = {
  id: string;
  object: 'setup_intent';
  status: 'succeeded';
  usage: 'off_session';
  customer: string;
  payment_method: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

/**
 * A Checkout session in setup mode, from the create request: a page that only takes a card, for the customer named
 * (or one made when it completes). Refuses what Stripe would refuse. Returns the SetupIntent's metadata too
 * (`setup_intent_data[metadata]`), kept apart until the page completes, as Stripe makes the SetupIntent only then.
 */
export function newSetupSession(body: FormObject, opts: { baseUrl: string; customerExists: (id: string) => boolean }) {
  if (body.line_items !== undefined) {
    throw invalidRequest('You can not pass `line_items` in `setup` mode.', { param: 'line_items' });
  }
  // Without `payment_method_types` (Crewdesk sends none) Stripe picks the methods to offer, by the currency.
  const currency = requiredString(body, 'currency');
  const buyer = sessionBuyer(body, opts.customerExists);
  const id = newId('cs');
  const session: FakeSession = {
    id,
    object: 'checkout.session',
    mode: 'setup',
    status: 'open',
    payment_status: 'no_payment_required',
    amount_subtotal: null,
    amount_total: null,
    currency,
    ...buyer,
    ...sessionFrame(body, id, opts.baseUrl),
  };
  return { session, intentMetadata: stringMap(body, 'setup_intent_data.metadata') };
}

/** The customer gave a card on a setup page: a succeeded SetupIntent for the card kept, and the session complete. */
export function completedSetup(session: FakeSession, kept: FakePaymentMethod, metadata: Record<string, string>) {
  const intent: FakeSetupIntent = {
    id: newId('seti'),
    object: 'setup_intent',
    status: 'succeeded',
    usage: 'off_session',
    customer: kept.customer,
    payment_method: kept.id,
    metadata,
    created: unixNow(),
    livemode: false,
  };
  const completed: FakeSession = {
    ...session,
    status: 'complete',
    customer: kept.customer,
    setup_intent: intent.id,
    url: null,
  };
  return { session: completed, intent };
}
