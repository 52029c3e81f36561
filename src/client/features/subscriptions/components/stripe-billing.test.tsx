import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@shared/subscriptions/subscriptions.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { activeFixture, chargeFixture, plansFixture, subscriptionFixture } from '../subscriptions-fixtures';
import { SubscribePage } from './subscribe-page';
import { renderAt, toastSaying } from './subscriptions-test-utils';

afterEach(() => vi.unstubAllGlobals());

function api(sub: Subscription, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/subscription': () => Response.json(sub),
    'GET /api/plans': () => Response.json(plansFixture),
    'GET /api/subscription/charges': () => Response.json([chargeFixture()], { headers: { 'X-Total-Count': '1' } }),
    ...extra,
  });
}

const stripeActive = activeFixture({ paymentMode: 'stripe', card: { brand: 'visa', last4: '4242' } });

describe('/subscribe with Stripe Billing', () => {
  it('confirms the page Stripe sends the owner back from, once, and shows the plan it bought', async () => {
    const fetch = api(subscriptionFixture({ paymentMode: 'stripe' }), {
      'POST /api/subscription/confirm-checkout': () => Response.json(stripeActive),
    });
    renderAt(<SubscribePage />, { route: '/subscribe?checkout=cs_test_42' });
    expect(await toastSaying('You are subscribed to Basic.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Basic plan' })).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/subscription/confirm-checkout').map((c) => c.body)).toEqual([
      { sessionId: 'cs_test_42' },
    ]);
  });

  it('says so when Stripe has not confirmed the payment yet', async () => {
    api(subscriptionFixture({ paymentMode: 'stripe' }), {
      'POST /api/subscription/confirm-checkout': () => Response.json(subscriptionFixture({ paymentMode: 'stripe' })),
    });
    renderAt(<SubscribePage />, { route: '/subscribe?checkout=cs_test_43' });
    expect(
      await toastSaying('Stripe is still confirming your payment: your plan shows here in a moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeInTheDocument();
  });

  it("sends the owner to Stripe's page to change the card, instead of a card form", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = api(stripeActive, {
      'POST /api/subscription/billing-portal': () => Response.json({ url: 'https://billing.stripe.test/p/1' }),
    });
    const user = userEvent.setup();
    renderAt(<SubscribePage />);
    await user.click(await screen.findByRole('button', { name: 'Manage card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/1'));
    expect(callsTo(fetch, 'POST /api/subscription/billing-portal')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Update card' })).not.toBeInTheDocument();
  });
});
