import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminUser, UserStats } from '@shared/admin/users.schemas';
import { preloadDialog } from '@client/components/ui/dialog';
import { pageOf, renderAdmin, toastOf } from '../../../../../test/admin-render';
import { sampleOwner } from '../../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../../test/mock-api';
import { UserManagementPage } from './user-management-page';

beforeAll(preloadDialog);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function userFixture(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    email: `user${id}@example.com`,
    firstName: 'Casey',
    lastName: `Rivera ${id}`,
    username: `user${id}`,
    companyName: 'Greenline Landscaping',
    company: { id: 100 + id },
    isAdmin: false,
    status: 'active',
    subscriptionTier: 'basic',
    createdAt: '2026-03-05T12:00:00.000Z',
    lastLogin: null,
    phone: null,
    address: null,
    bio: null,
    timezone: 'America/New_York',
    profileImageUrl: null,
    isProtected: false,
    ...overrides,
  };
}

const stats: UserStats = {
  totalUsers: 1204,
  activeUsers: 1100,
  administrators: 2,
  unverifiedUsers: 90,
  disabledUsers: 14,
  newThisMonth: 37,
};
const owner = userFixture(2);
const admin = userFixture(sampleOwner.id, { isAdmin: true, email: 'admin@example.com', isProtected: true });

function api(list: AdminUser[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/users': pageOf(list),
    'GET /api/admin/users/stats': () => Response.json(stats),
    ...extra,
  });
}

const openMenu = async (email: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${email}` }));
  return within(await screen.findByRole('menu'));
};

describe('User Management', { timeout: 20_000 }, () => {
  it('shows the figures and each account with its role label, status and the actions it allows', async () => {
    api([owner, admin]);
    renderAdmin(<UserManagementPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(await screen.findByTestId('users-Total Users')).toHaveTextContent('1,204');
    const row = within(await screen.findByTestId('user-2'));
    expect(row.getByText('Service Provider')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByText('Mar 05, 2026')).toBeInTheDocument();
    expect(within(screen.getByTestId(`user-${admin.id}`)).getByText('Admin')).toBeInTheDocument();

    let menu = await openMenu(owner.email);
    expect(menu.getAllByRole('menuitem').map((i) => i.textContent?.trim())).toEqual([
      'Edit User',
      'Impersonate',
      'Send Email',
      'Disable User',
      'Delete User',
    ]);
    await userEvent.keyboard('{Escape}');
    // Oneself, an administrator and the configured account: no impersonation, no disabling, no deleting.
    menu = await openMenu(admin.email);
    expect(menu.getAllByRole('menuitem').map((i) => i.textContent?.trim())).toEqual(['Edit User', 'Send Email']);
  });

  it('searches as the administrator types, and filters by status', async () => {
    const fetch = api([owner]);
    renderAdmin(<UserManagementPage />);
    await screen.findByTestId('user-2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'rivera');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'disabled');
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/admin/users').at(-1)?.url.search).toBe(
        '?status=disabled&search=rivera&limit=20&offset=0',
      ),
    );
  });

  it('asks for a reason before impersonating, then reloads as the user after 1.5 s', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = api([owner], {
      'POST /api/admin/impersonate': () =>
        Response.json({
          message: 'You are now logged in as Casey Rivera 2. Remember to log out when finished.',
          user: { ...sampleOwner, id: 2, impersonating: true },
        }),
    });
    renderAdmin(<UserManagementPage />);
    const menu = await openMenu(owner.email);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Impersonate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Impersonate User' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Log in as Casey Rivera 2' }));
    expect(await dialog.findByText('Please provide a reason for impersonation.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/admin/impersonate')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('Reason'), 'Ticket 42');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in as Casey Rivera 2' }));
    const toast = toastOf(await screen.findByText('Impersonation Started'));
    expect(toast).toHaveTextContent('You are now logged in as Casey Rivera 2. Remember to log out when finished.');
    expect(callsTo(fetch, 'POST /api/admin/impersonate').map((c) => c.body)).toEqual([
      { userId: 2, reason: 'Ticket 42' },
    ]);
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'), { timeout: 3000 });
  });

  it("saves the edit dialog, toasting 'User Updated', and 'Update Failed' with the server's reason", async () => {
    const fetch = api([owner], {
      'PUT /api/admin/users/2': ({ body }) => Response.json({ ...owner, ...(body as object) }),
    });
    renderAdmin(<UserManagementPage />);
    await userEvent.click((await openMenu(owner.email)).getByRole('menuitem', { name: 'Edit User' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    await userEvent.clear(dialog.getByLabelText('First name'));
    await userEvent.type(dialog.getByLabelText('First name'), 'Dana');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User Updated')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/admin/users/2').map((c) => c.body)).toEqual([
      { firstName: 'Dana', lastName: 'Rivera 2', email: 'user2@example.com', isAdmin: false },
    ]);

    const reason = 'The platform needs at least one administrator: this is the last one.';
    api([owner], { 'PUT /api/admin/users/2': () => Response.json({ message: reason }, { status: 409 }) });
    await userEvent.click((await openMenu(owner.email)).getByRole('menuitem', { name: 'Edit User' }));
    const again = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    await userEvent.click(again.getByRole('button', { name: 'Save Changes' }));
    expect(toastOf(await screen.findByText(reason))).toHaveTextContent(`Update Failed${reason}`);
  });

  it('deletes only after the confirmation that says what goes with the account', async () => {
    const fetch = api([owner], { 'DELETE /api/admin/users/2': () => new Response(null, { status: 204 }) });
    renderAdmin(<UserManagementPage />);
    await userEvent.click((await openMenu(owner.email)).getByRole('menuitem', { name: 'Delete User' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText(/Their company and all of its customers/)).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE /api/admin/users/2')).toHaveLength(0);
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User Deleted')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE /api/admin/users/2')).toHaveLength(1);
  });

  it('tells a non-administrator that it needs administrator privileges', () => {
    api([]);
    renderAdmin(<UserManagementPage />, sampleOwner);
    expect(screen.getByRole('alert')).toHaveTextContent('You need administrator privileges to access this page.');
  });
});
