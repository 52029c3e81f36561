import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamMessages as m, type Team } from '@shared/team/team.schemas';
import { renderAdmin, toastOf } from '../../../../test/admin-render';
import { sampleOwner } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { TeamPage } from './team-page';

afterEach(() => vi.unstubAllGlobals());

const owner = { ...sampleOwner, businessRole: 'owner' as const };
const team: Team = {
  members: [
    { userId: 1, name: 'Dana Moreno', email: 'dana@example.com', role: 'owner', joinedAt: '2030-01-02T10:00:00.000Z' },
    {
      userId: 7,
      name: 'Olive Office',
      email: 'olive@example.com',
      role: 'office',
      joinedAt: '2030-02-03T10:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: 4,
      email: 'tess@example.com',
      role: 'technician',
      invitedBy: 'Dana Moreno',
      expiresAt: '2030-03-09T10:00:00.000Z',
      createdAt: '2030-03-02T10:00:00.000Z',
    },
  ],
  userLimit: 3,
};
const planLimit = 'Your Basic plan includes 3 users. Upgrade to Pro for 10.';

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/team': () => Response.json(team), ...extra });
}

describe('Team', { timeout: 20_000 }, () => {
  it('lists the members, the owner without actions, the waiting invitations and the seats used', async () => {
    api();
    renderAdmin(<TeamPage />, owner);
    const [first, second] = await screen.findAllByTestId('team-member');
    expect(within(first).getByText('Owner')).toBeInTheDocument();
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    expect(within(first).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(second).getByText('olive@example.com')).toBeInTheDocument();
    expect(within(second).getByRole('combobox', { name: 'Role of Olive Office' })).toHaveValue('office');
    const invitation = within(screen.getByTestId('team-invitation'));
    expect(invitation.getByText('tess@example.com')).toBeInTheDocument();
    expect(invitation.getByText('Technician')).toBeInTheDocument();
    expect(invitation.getByText('Mar 09, 2030')).toBeInTheDocument();
    expect(invitation.getByText('Dana Moreno')).toBeInTheDocument();
    expect(screen.getByTestId('team-seats')).toHaveTextContent('3 of 3');
    expect(screen.getByRole('link', { name: 'Change plan for more seats' })).toHaveAttribute('href', '/subscribe');
  });

  it('says the seats are unlimited when the plan has no limit', async () => {
    api({ 'GET /api/team': () => Response.json({ ...team, userLimit: null }) });
    renderAdmin(<TeamPage />, owner);
    expect(await screen.findByTestId('team-seats')).toHaveTextContent('3 of unlimited');
    expect(screen.queryByRole('link', { name: 'Change plan for more seats' })).not.toBeInTheDocument();
  });

  it('changes a role, revokes an invitation, and removes a member after saying their sessions end', async () => {
    const fetch = api({
      'PATCH /api/team/members/7': () => Response.json({ message: m.roleChanged }),
      'DELETE /api/team/invitations/4': () => Response.json({ message: m.revoked }),
      'DELETE /api/team/members/7': () => Response.json({ message: m.removed }),
    });
    renderAdmin(<TeamPage />, owner);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Olive Office' }), 'Technician');
    expect(await screen.findByText(m.roleChanged)).toBeInTheDocument();
    expect(callsTo(fetch, 'PATCH /api/team/members/7')[0].body).toEqual({ role: 'technician' });

    await userEvent.click(screen.getByRole('button', { name: 'Revoke the invitation of tess@example.com' }));
    expect(await screen.findByText(m.revoked)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Olive Office' }));
    const confirm = within(await screen.findByRole('alertdialog', {}, { timeout: 5000 }));
    expect(confirm.getByText(/Their sessions end at once/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(m.removed)).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE /api/team/members/7')).toHaveLength(1);
    // Each change reads the team again.
    await waitFor(() => expect(callsTo(fetch, 'GET /api/team').length).toBeGreaterThanOrEqual(4));
  });

  it('invites with a role described in one line; the plan limit shows as the server words it', async () => {
    let limited = false;
    const fetch = api({
      'POST /api/team/invitations': ({ body }) =>
        limited
          ? Response.json({ message: planLimit }, { status: 402 })
          : Response.json({ message: m.invited((body as { email: string }).email) }, { status: 201 }),
    });
    renderAdmin(<TeamPage />, owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 5000 }));
    const email = await dialog.findByLabelText('E-mail address');
    expect(dialog.getByText(/Their own visits, tasks and progress/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText(m.invalidEmail)).toBeInTheDocument();
    await userEvent.type(email, 'tom@example.com');
    await userEvent.click(dialog.getByRole('radio', { name: /Technician/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(m.invited('tom@example.com'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST /api/team/invitations')[0].body).toEqual({
      email: 'tom@example.com',
      role: 'technician',
    });

    limited = true;
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const again = within(await screen.findByRole('dialog', {}, { timeout: 5000 }));
    await userEvent.type(await again.findByLabelText('E-mail address'), 'more@example.com');
    await userEvent.click(again.getByRole('button', { name: 'Send invitation' }));
    expect(toastOf(await screen.findByText(planLimit))).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("tells the team's members the screen is the owner's, and asks nothing", async () => {
    const fetch = api();
    renderAdmin(<TeamPage />, { ...sampleOwner, businessRole: 'office' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied');
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/team')).toHaveLength(0);
  });
});
