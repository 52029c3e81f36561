import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriptionMessages as m, type Subscription } from '@shared/subscriptions/subscriptions.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { activeFixture, chargeFixture, plansFixture, subscriptionFixture } from '../subscriptions-fixtures';
import { SubscribePage } from './subscribe-page';
import { renderAt, testCard, toastSaying } from './subscriptions-test-utils';

afterEach(() => vi.unstubAllGlobals());

function api(sub: Subscription, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/subscription': () => Response.json(sub),
    'GET /api/plans': () => Response.json(plansFixture),
    'GET /api/subscription/charges': ({ url }) => {
      const offset = Number(url.searchParams.get('offset'));
      const items = offset === 0 ? [chargeFixture()] : [chargeFixture({ id: 2, kind: 'renewal', status: 'failed' })];
      return Response.json(items, { headers: { 'X-Total-Count': '12' } });
    },
    ...extra,
  });
}

const planCard = async () =>
  within((await screen.findByRole('heading', { name: /plan$/ })).closest('div.rounded-xl') as HTMLElement);

describe('/subscribe with a plan', () => {
  it('shows the plan, its status, next charge and card, and the billing history a page at a time', async () => {
    const fetch = api(activeFixture());
    const user = userEvent.setup();
    renderAt(<SubscribePage />);
    const card = await planCard();
    expect(card.getByRole('heading', { name: 'Basic plan' })).toBeInTheDocument();
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(card.getByText('$24.00 per month')).toBeInTheDocument();
    expect(card.getByText('$24.00 on Mar 05, 2099')).toBeInTheDocument();
    expect(card.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.subscribe })).not.toBeInTheDocument();

    const history = within(screen.getByRole('heading', { name: 'Billing history' }).closest('div.rounded-xl')!);
    const row = (await history.findByText('First month')).closest('tr')!;
    for (const text of ['Feb 05, 2099', 'Basic', '$19.20', '−$4.80', 'Paid', 'Visa ending in 4242']) {
      expect(within(row).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(history.getByText(/Page 1 of 2/)).toBeInTheDocument();
    await user.click(history.getByRole('button', { name: 'Next' }));
    expect(await history.findByText('Failed')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/subscription/charges').map((c) => c.url.searchParams.get('offset'))).toEqual([
      '0',
      '10',
    ]);
  });

  it('changes the plan after saying the change is prorated and takes effect now', async () => {
    const changed = activeFixture({ plan: 'pro', effectivePlan: 'pro' });
    const fetch = api(activeFixture(), {
      'POST /api/subscription/plan': () =>
        Response.json({ message: 'Your plan is now Pro. Your card was charged $9.25.', subscription: changed }),
    });
    const user = userEvent.setup();
    renderAt(<SubscribePage />);
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    expect(dialog).toHaveTextContent(/takes effect now and is prorated/);
    expect(within(dialog).getByRole('radio', { name: 'Basic' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Choose another plan' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Pro' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change to Pro' }));

    expect(await toastSaying('Your plan is now Pro. Your card was charged $9.25.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/subscription/plan')[0].body).toEqual({ planType: 'pro' });
    expect(await screen.findByRole('heading', { name: 'Pro plan' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels at the end of the period after confirming, then resumes', async () => {
    const cancelled = activeFixture({ cancelAtPeriodEnd: true, nextCharge: null });
    const fetch = api(activeFixture(), {
      'POST /api/subscription/cancel': () => Response.json(cancelled),
      'POST /api/subscription/resume': () => Response.json(activeFixture()),
    });
    const user = userEvent.setup();
    renderAt(<SubscribePage />);
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel your plan?' });
    expect(confirm).toHaveTextContent('stays active until the end of this period (Mar 05, 2099)');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel plan' }));

    expect(await toastSaying('Your plan ends on Mar 05, 2099.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/subscription/cancel')).toHaveLength(1);
    expect((await planCard()).getByText('None: your plan ends on Mar 05, 2099')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/subscription/resume')).toHaveLength(1);
  });

  it('puts a new card on the plan', async () => {
    const fetch = api(activeFixture(), {
      'PUT /api/subscription/card': () =>
        Response.json(activeFixture({ card: { brand: 'mastercard', last4: '4444' } })),
    });
    const user = userEvent.setup();
    renderAt(<SubscribePage />);
    await user.click(await screen.findByRole('button', { name: 'Update card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update card' });
    await user.type(within(dialog).getByLabelText('Name on card'), testCard.cardholderName);
    await user.type(within(dialog).getByLabelText('Card number'), '5555 5555 5555 4444');
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), testCard.expiryDate);
    await user.type(within(dialog).getByLabelText('Security code'), testCard.cvv);
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await toastSaying('Your next charges go to Mastercard ending in 4444.')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/subscription/card')[0].body).toEqual({
      paymentMethod: { ...testCard, cardNumber: '5555555555554444' },
    });
    expect((await planCard()).getByText('Mastercard ending in 4444')).toBeInTheDocument();
  });

  it('during the trial: nothing is charged before it ends, whatever plan is chosen', async () => {
    api(subscriptionFixture({ plan: 'enterprise', nextCharge: { at: '2099-03-05T12:00:00.000Z', amount: '110.00' } }));
    const user = userEvent.setup();
    renderAt(<SubscribePage />);
    const card = await planCard();
    expect(card.getByRole('heading', { name: 'Enterprise plan' })).toBeInTheDocument();
    expect(card.getByText('Trial')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByRole('dialog', { name: 'Change plan' })).toHaveTextContent(
      'Nothing is charged until your trial ends on Mar 05, 2099.',
    );
  });

  it('shows why a limited account is limited, and offers the plans again once the plan has ended', async () => {
    api(
      activeFixture({
        status: 'canceled',
        nextCharge: null,
        limited: true,
        limitMessage: m.planEnded,
      }),
    );
    const user = userEvent.setup();
    renderAt(<SubscribePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.planEnded);
    expect((await planCard()).getByText('Canceled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change plan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a plan' }));
    expect(await screen.findByRole('radio', { name: 'Pro' })).toBeChecked();
    expect(screen.getByText('today')).toBeInTheDocument();
  });
});
