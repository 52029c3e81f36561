import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { teamMessages as m, type InvitationLookup } from '@shared/team/team.schemas';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider, USER_KEY } from '@client/lib/session';
import { sampleOwner } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { JoinTeamPage } from './join-team-page';

const HINT = 'crewdesk_signed_in';
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${HINT}=; Max-Age=0; path=/`;
});

const invitation: InvitationLookup = {
  companyName: 'Greenline Landscaping',
  email: 'olive@example.com',
  role: 'office',
  accountExists: false,
};
const olive: PublicUser = {
  ...sampleOwner,
  id: 7,
  email: 'olive@example.com',
  firstName: 'Olive',
  lastName: 'Office',
  businessRole: 'office',
};

function open(user: PublicUser | null, url = '/join-team?token=tok-1') {
  const client = createQueryClient();
  client.setQueryData(USER_KEY, user);
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/join-team" element={<JoinTeamPage />} />
            <Route path="/" element={<p>Home screen</p>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return client;
}

describe('the invitation page', { timeout: 20_000 }, () => {
  it('shows the business, the role and the address; a new address chooses a password and lands signed in', async () => {
    const fetch = mockApi({
      'GET /api/team/invitations/lookup': () => Response.json(invitation),
      'POST /api/team/invitations/accept': () => {
        document.cookie = `${HINT}=1; path=/`;
        return Response.json({
          message: m.joined('Greenline Landscaping'),
          user: { ...olive, businessRole: undefined },
        });
      },
      'GET /api/user': () => Response.json(olive),
    });
    const client = open(null);
    expect(await screen.findByRole('heading', { name: 'Join Greenline Landscaping' })).toBeInTheDocument();
    expect(screen.getByTestId('invitation')).toHaveTextContent('olive@example.com');
    expect(screen.getByTestId('invitation')).toHaveTextContent('Office');
    expect(callsTo(fetch, 'GET /api/team/invitations/lookup')[0].url.searchParams.get('token')).toBe('tok-1');

    await userEvent.type(screen.getByLabelText('First name'), 'Olive');
    await userEvent.type(screen.getByLabelText('Last name'), 'Office');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/team/invitations/accept')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(await screen.findByText(m.joined('Greenline Landscaping'))).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/team/invitations/accept')[0].body).toEqual({
      token: 'tok-1',
      firstName: 'Olive',
      lastName: 'Office',
      password: 'long-enough-1',
    });
    // The signed-in user is read again: it carries the role the navigation follows.
    await waitFor(() => expect(client.getQueryData<PublicUser>(USER_KEY)?.businessRole).toBe('office'));
  });

  const existing = () => Response.json({ ...invitation, accountExists: true });

  it('asks an existing account to sign in as the invited address first', async () => {
    const fetch = mockApi({ 'GET /api/team/invitations/lookup': existing });
    open(null);
    expect(await screen.findByText(m.signInAsInvited('olive@example.com'))).toBeInTheDocument();
    // Signed in, the sign-in page brings them back here.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?tab=login&next=%2Fjoin-team%3Ftoken%3Dtok-1',
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the team' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/team/invitations/accept')).toHaveLength(0);
  });

  it('tells someone signed in as another address whom to sign in as', async () => {
    mockApi({ 'GET /api/team/invitations/lookup': existing });
    open({ ...sampleOwner, businessRole: null });
    expect(await screen.findByText(/You are signed in as dana@example.com/)).toBeInTheDocument();
    expect(screen.getByText(m.signInAsInvited('olive@example.com'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the team' })).not.toBeInTheDocument();
  });

  it('joins with the token only when signed in as the invited address', async () => {
    const fetch = mockApi({
      'GET /api/team/invitations/lookup': existing,
      'POST /api/team/invitations/accept': () =>
        Response.json({ message: m.joined('Greenline Landscaping'), user: olive }),
      'GET /api/user': () => Response.json(olive),
    });
    open({ ...olive, businessRole: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/team/invitations/accept')[0].body).toEqual({ token: 'tok-1' });
  });

  it("says the server's message for a dead link, and the same words without a token", async () => {
    mockApi({
      'GET /api/team/invitations/lookup': () => Response.json({ message: m.invitationInvalid }, { status: 404 }),
    });
    open(null);
    expect(await screen.findByRole('heading', { name: 'Invitation Not Valid' })).toBeInTheDocument();
    expect(screen.getByText(m.invitationInvalid)).toBeInTheDocument();
  });

  it('says an invitation without a token is not valid, and asks nothing', async () => {
    const fetch = mockApi({});
    open(null, '/join-team');
    expect(await screen.findByText(m.invitationInvalid)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
