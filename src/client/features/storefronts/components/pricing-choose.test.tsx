import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TierSubscription } from '@shared/storefronts/tier.schemas';
import { callsTo } from '../../../../test/mock-api';
import { preloadBuilderTabs } from './builder-page';
import { builderApi, cleanUpBuilder, configFixture, openTab, renderBuilder } from './builder-test-utils';

beforeAll(preloadBuilderTabs);
afterEach(() => {
  cleanUpBuilder();
  vi.unstubAllGlobals();
});

const billing = (overrides: Partial<TierSubscription> = {}): TierSubscription => ({
  tierName: 'basic',
  status: 'none',
  trialEndsAt: '2099-12-20T15:00:00.000Z',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  monthlyPrice: null,
  card: null,
  planCardOnFile: false,
  paymentMode: 'test',
  online: true,
  ...overrides,
});

describe('Store Builder: choosing a tier', { timeout: 20_000 }, () => {
  it('offers Choose on each tier, takes a test card, and says what the server answered', async () => {
    const message =
      'Your storefront is on the Pro tier. Its free trial runs until Dec 20, 2026; your card will be charged $39.99 then.';
    const fetch = builderApi(configFixture({ tierName: 'basic' }), {
      'GET /api/landing-page-tier': () => Response.json(billing()),
      'POST /api/landing-page-tier': () => Response.json({ message, redirectUrl: null }),
    });
    renderBuilder();
    await openTab('Pricing');
    expect(await screen.findByTestId('tier-billing')).toHaveTextContent(/free trial runs until .*Choose a tier/);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Pro' });
    expect(dialog).toHaveTextContent('Test mode: no real money moves');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose Pro' }));
    expect(await within(dialog).findByText('Please enter a valid card number')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/landing-page-tier')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Name on card'), 'Casey Rivera');
    await userEvent.type(within(dialog).getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/34');
    await userEvent.type(within(dialog).getByLabelText('Security code'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose Pro' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST /api/landing-page-tier')[0].body).toEqual({
      tierName: 'pro',
      paymentMethod: {
        cardholderName: 'Casey Rivera',
        cardNumber: '4242424242424242',
        expiryDate: '12/34',
        cvv: '123',
      },
    });
  });

  it("uses the plan's kept card without asking, hides Choose on the tier paid for, and cancels", async () => {
    const fetch = builderApi(configFixture({ tierName: 'pro' }), {
      'GET /api/landing-page-tier': () =>
        Response.json(
          billing({
            tierName: 'pro',
            status: 'active',
            monthlyPrice: '39.99',
            currentPeriodEnd: '2027-01-20T15:00:00.000Z',
            card: { brand: 'visa', last4: '4242' },
          }),
        ),
      'POST /api/landing-page-tier/cancel': () =>
        Response.json({ message: 'Your storefront tier ends on Jan 20, 2027.' }),
    });
    renderBuilder();
    await openTab('Pricing');
    expect(await screen.findByTestId('tier-billing')).toHaveTextContent(/^Next charge \$39\.99 on .+ to your Visa/);
    expect(screen.queryByRole('button', { name: 'Choose Pro tier' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Enterprise tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Enterprise' });
    expect(within(dialog).queryByLabelText('Card number')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Cancel tier subscription' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Your storefront tier ends on Jan 20, 2027.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/landing-page-tier/cancel')).toHaveLength(1);
  });

  it('offers Choose on a past-due tier itself, asking for a new card to pay the month owed', async () => {
    builderApi(configFixture({ tierName: 'pro' }), {
      'GET /api/landing-page-tier': () =>
        Response.json(billing({ tierName: 'pro', status: 'past_due', monthlyPrice: '39.99', online: false })),
    });
    renderBuilder();
    await openTab('Pricing');
    expect(await screen.findByTestId('tier-billing')).toHaveTextContent(/offline until one goes through/);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Pro' });
    expect(within(dialog).getByLabelText('Card number')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("with Stripe, sends the owner to Stripe's page without a card form, then confirms the page once back", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = builderApi(configFixture({ tierName: 'basic' }), {
      'GET /api/landing-page-tier': () => Response.json(billing({ paymentMode: 'stripe' })),
      'POST /api/landing-page-tier': () =>
        Response.json({
          message: "Continue on Stripe's secure page to subscribe to the Pro tier.",
          redirectUrl: 'https://checkout.stripe.test/c/pay/cs_1',
        }),
    });
    renderBuilder();
    await openTab('Pricing');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Pro tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Pro' });
    expect(dialog).not.toHaveTextContent('Test mode');
    expect(within(dialog).queryByLabelText('Card number')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Stripe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(callsTo(fetch, 'POST /api/landing-page-tier')[0].body).toEqual({ tierName: 'pro' });
  });

  it('back from Stripe, confirms the page it names once and says the tier it bought', async () => {
    const fetch = builderApi(configFixture({ tierName: 'basic' }), {
      'GET /api/landing-page-tier': () => Response.json(billing({ paymentMode: 'stripe' })),
      'POST /api/landing-page-tier/confirm-checkout': () =>
        Response.json(billing({ paymentMode: 'stripe', tierName: 'pro', status: 'trialing', monthlyPrice: '39.99' })),
    });
    renderBuilder('/landing-page-builder?tab=pricing&checkout=cs_test_7');
    expect(await screen.findByText('Your storefront is on the Pro tier.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/landing-page-tier/confirm-checkout').map((c) => c.body)).toEqual([
      { sessionId: 'cs_test_7' },
    ]);
  });
});
