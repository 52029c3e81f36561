import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@shared/subscriptions/subscriptions.schemas';
import { renderAdmin } from '../../../../test/admin-render';
import { sampleOwner } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { BillingCard } from './billing-card';

afterEach(() => vi.unstubAllGlobals());

const trial: Subscription = {
  status: 'trialing',
  plan: 'pro',
  effectivePlan: 'pro',
  trialEndsAt: '2026-04-15T12:00:00.000Z',
  trialDaysLeft: 12,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  nextCharge: { at: '2026-04-15T12:00:00.000Z', amount: '39.00' },
  card: { brand: 'visa', last4: '4242' },
  coupon: null,
  credit: '0.00',
  limited: false,
  limitMessage: null,
  paymentMode: 'test',
};

describe('Account Settings: Billing', () => {
  it('shows the plan, the trial, the next charge and the card, with a link to the subscription', async () => {
    mockApi({ 'GET /api/subscription': () => Response.json(trial) });
    renderAdmin(<BillingCard />, sampleOwner);
    expect(await screen.findByText('Pro')).toBeInTheDocument();
    expect(screen.getByText('12 days left (until Apr 15, 2026)')).toBeInTheDocument();
    expect(screen.getByText('$39.00 on Apr 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute('href', '/subscribe');
  });

  it('is hidden for an administrator, who has no plan, and asks nothing', async () => {
    const fetch = mockApi({ 'GET /api/subscription': () => Response.json(trial) });
    renderAdmin(<BillingCard />);
    expect(screen.queryByText('Billing')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/subscription')).toHaveLength(0);
  });

  it("is hidden for the team's members: the plan is the owner's (docs/roles.md)", async () => {
    const fetch = mockApi({ 'GET /api/subscription': () => Response.json(trial) });
    renderAdmin(<BillingCard />, { ...sampleOwner, businessRole: 'office' });
    expect(screen.queryByText('Billing')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/subscription')).toHaveLength(0);
  });
});
