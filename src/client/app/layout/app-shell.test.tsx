import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { subscriptionMessages } from '@shared/subscriptions/subscriptions.schemas';
import { subscriptionFixture } from '@client/features/subscriptions/subscriptions-fixtures';
import { sampleOwner } from '../../../test/client-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import AppShell from './app-shell';

afterEach(() => vi.unstubAllGlobals());

const owner: PublicUser = { ...sampleOwner, subscriptionTier: 'pro', createdAt: '2024-03-05T10:00:00.000Z' };

function renderShell() {
  mockApi({
    'GET /api/user': () => Response.json(owner),
    'GET /api/notifications': () => Response.json({ items: [], unreadCount: 0 }),
    'GET /api/subscription': () => Response.json(subscriptionFixture({ trialDaysLeft: 2 })),
  });
  renderWithProviders(
    <AppShell user={owner}>
      <button>First thing on the page</button>
    </AppShell>,
  );
}

describe('AppShell', () => {
  it('starts the Tab order with a skip link that moves focus to the main landmark', async () => {
    const user = userEvent.setup();
    renderShell();

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    await waitFor(() => expect(main).toHaveFocus());
    // The address stays as it was: the router sees no new location.
    expect(window.location.hash).toBe('');

    await user.tab();
    expect(screen.getByRole('button', { name: 'First thing on the page' })).toHaveFocus();
  });

  it('names the profile menu button by the text it shows (the plan once known), then by what it is', async () => {
    renderShell();
    const button = screen.getByRole('button', { name: /profile menu/i });
    expect(button).toHaveAccessibleName('DM Dana Moreno Profile menu');
    await waitFor(() => expect(button).toHaveAccessibleName('DM Dana Moreno Pro Trial Profile menu'));
  });

  it("shows the trial's last days under the page, with the way to choose a plan", async () => {
    renderShell();
    expect(await screen.findByText(subscriptionMessages.trialBanner(2))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/subscribe');
  });

  it('links a verified owner to the payment setup as Payments, in both menus', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    for (const name of ['Main', 'Mobile']) {
      const nav = screen.getByRole('navigation', { name });
      expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/payment-setup');
    }
  });

  it('closes the phone menu with Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    within(screen.getByRole('navigation', { name: 'Mobile' }))
      .getAllByRole('link')[0]
      .focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
