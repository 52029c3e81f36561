import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { subscriptionMessages as m, type Subscription } from '@shared/subscriptions/subscriptions.schemas';
import { sampleOwner } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { activeFixture, subscriptionFixture } from '../subscriptions-fixtures';
import { PlanLabel } from './plan-label';
import { TrialBanner } from './trial-banner';
import { renderAt } from './subscriptions-test-utils';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const admin: PublicUser = { ...sampleOwner, isAdmin: true };
const api = (sub: Subscription) => mockApi({ 'GET /api/subscription': () => Response.json(sub) });
const banner = () => screen.queryByRole('complementary', { name: 'Your plan' });

function renderBanner(user: PublicUser = sampleOwner, route = '/invoices') {
  return renderAt(
    <>
      <PlanLabel user={user} adminLabel="Site Administrator" />
      <TrialBanner user={user} />
    </>,
    { route, user },
  );
}

describe('the trial banner', () => {
  it('counts down the last days of the trial, links to /subscribe and stays dismissed for the session', async () => {
    api(subscriptionFixture({ trialDaysLeft: 3 }));
    const user = userEvent.setup();
    const view = renderBanner();
    expect(await screen.findByText(m.trialBanner(3))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/subscribe');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner()).not.toBeInTheDocument();
    view.unmount();
    renderBanner();
    await screen.findByText('Pro Trial');
    expect(banner()).not.toBeInTheDocument();
  });

  it('says the trial ends today on its last day', async () => {
    api(subscriptionFixture({ trialDaysLeft: 0 }));
    renderBanner();
    expect(await screen.findByText('Your free trial ends today.')).toBeInTheDocument();
  });

  it('is not there earlier in the trial, once a plan is chosen, nor on /subscribe', async () => {
    for (const [sub, route] of [
      [subscriptionFixture({ trialDaysLeft: 7 }), '/invoices'],
      [subscriptionFixture({ trialDaysLeft: 2, plan: 'basic' }), '/invoices'],
      [subscriptionFixture({ trialDaysLeft: 2 }), '/subscribe'],
    ] as const) {
      api(sub);
      const view = renderBanner(sampleOwner, route);
      await screen.findByText('Pro Trial');
      expect(banner()).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows the limit of a limited account', async () => {
    api(subscriptionFixture({ trialDaysLeft: 0, limited: true, limitMessage: m.trialEnded }));
    renderBanner();
    expect(await screen.findByText(m.trialEnded)).toBeInTheDocument();
    expect(screen.getByText('Trial ended')).toBeInTheDocument();
  });

  it('never shows for an administrator or an owner not verified yet, who are not asked for a plan', async () => {
    for (const user of [admin, { ...sampleOwner, emailVerified: false }]) {
      const fetch = api(subscriptionFixture({ trialDaysLeft: 1, limited: true, limitMessage: m.trialEnded }));
      const view = renderBanner(user);
      await waitFor(() => expect(screen.getByText(user.isAdmin ? 'Site Administrator' : 'Pro Trial')).toBeVisible());
      expect(banner()).not.toBeInTheDocument();
      expect(callsTo(fetch, 'GET /api/subscription')).toHaveLength(0);
      view.unmount();
    }
  });
});

describe("the profile menu's plan", () => {
  it('is blank until the plan is known, then the trial or the plan paid for', async () => {
    api(subscriptionFixture());
    const view = renderBanner();
    expect(screen.queryByText(/Trial|Plan/)).not.toBeInTheDocument();
    expect(await screen.findByText('Pro Trial')).toBeInTheDocument();
    view.unmount();

    api(activeFixture());
    renderBanner();
    expect(await screen.findByText('Basic Plan')).toBeInTheDocument();
  });
});
