import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { subscriptionFixture } from '@client/features/subscriptions/subscriptions-fixtures';
import { sampleOwner } from '../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import AppShell from './app-shell';

afterEach(() => vi.unstubAllGlobals());

function renderShell(user: PublicUser) {
  const fetch = mockApi({
    'GET /api/user': () => Response.json(user),
    'GET /api/notifications': () => Response.json({ items: [], unreadCount: 0 }),
    'GET /api/subscription': () => Response.json(subscriptionFixture({ trialDaysLeft: 2 })),
  });
  renderWithProviders(
    <AppShell user={user}>
      <p>Screen</p>
    </AppShell>,
  );
  return fetch;
}

/** The labels of the main navigation's links, the "More" menu's included, and of the profile menu's items. */
async function navigation() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const links = within(screen.getByRole('navigation', { name: 'Mobile' }))
    .getAllByRole('link')
    .map((l) => l.textContent);
  await user.click(screen.getByRole('button', { name: /Profile menu/ }));
  const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent?.trim());
  return { links, items };
}

describe('the navigation per role (docs/roles.md)', { timeout: 20_000 }, () => {
  it("gives the owner everything, the Team among the profile menu's items, and the plan", async () => {
    const fetch = renderShell({ ...sampleOwner, businessRole: 'owner' });
    const { links, items } = await navigation();
    expect(links).toContain('Payments');
    expect(links).toContain('Customers');
    expect(items).toContain('Team');
    await waitFor(() => expect(callsTo(fetch, 'GET /api/subscription').length).toBeGreaterThan(0));
  });

  it('gives the office everything of the business but payouts, the plan and the team, and never asks for the plan', async () => {
    const fetch = renderShell({ ...sampleOwner, businessRole: 'office' });
    expect(screen.getByRole('button', { name: /Profile menu/ })).toHaveAccessibleName(
      'DM Dana Moreno Office Profile menu',
    );
    const { links, items } = await navigation();
    expect(links).toEqual(expect.arrayContaining(['Dashboard', 'Invoices', 'Quotes', 'Customers', 'Scheduling']));
    expect(links).not.toContain('Payments');
    expect(items).not.toContain('Team');
    expect(items).toContain('Company Profile');
    expect(screen.queryByRole('complementary', { name: 'Your plan' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/subscription')).toHaveLength(0);
  });

  it('gives a technician their schedule, TODOs and feedback only', async () => {
    const fetch = renderShell({ ...sampleOwner, businessRole: 'technician' });
    const { links, items } = await navigation();
    expect(links).toEqual(['Scheduling', 'TODO Manager', 'Feedback & Support']);
    expect(items).not.toContain('Team');
    expect(items).not.toContain('Company Profile');
    expect(items).toEqual(expect.arrayContaining(['My Profile', 'Account Settings', 'TODO Management']));
    expect(callsTo(fetch, 'GET /api/subscription')).toHaveLength(0);
  });
});
