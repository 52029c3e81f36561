import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, toastOf } from '../../../../test/admin-render';
import { sampleOwner } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { USER_KEY } from '@client/lib/session';
import { ProfileForm } from './profile-form';

afterEach(() => vi.unstubAllGlobals());

const owner = { ...sampleOwner, firstName: 'Robin', lastName: 'Ortega', pendingEmail: null };

describe('Account Settings: profile', { timeout: 20_000 }, () => {
  it('sends the profile and refreshes the cached user from the answer', async () => {
    const fetch = mockApi({
      'PUT /api/user/profile': ({ body }) =>
        Response.json({
          user: { ...owner, ...(body as object), email: owner.email, pendingEmail: 'new@example.com' },
          message: 'We sent a link to new@example.com.',
        }),
    });
    const { client } = renderAdmin(<ProfileForm />, owner);
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(toastOf(await screen.findByText('User Updated'))).toHaveTextContent('We sent a link to new@example.com.');
    expect(callsTo(fetch, 'PUT /api/user/profile')[0].body).toMatchObject({
      firstName: 'Robin',
      email: 'new@example.com',
      phone: null,
    });
    expect(client.getQueryData(USER_KEY)).toMatchObject({ pendingEmail: 'new@example.com' });
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for confirmation of new@example.com');
  });

  it('shows the field messages, the server refusing a taken address, and offers to resend or cancel', async () => {
    const taken = 'An account with this email already exists';
    const fetch = mockApi({
      'PUT /api/user/profile': () => Response.json({ message: taken, fields: { email: taken } }, { status: 409 }),
      'DELETE /api/user/email-change': () =>
        Response.json({ user: { ...owner, pendingEmail: null }, message: 'The e-mail change has been cancelled.' }),
    });
    renderAdmin(<ProfileForm />, { ...owner, pendingEmail: 'waiting@example.com' });
    expect(screen.getByRole('status')).toHaveTextContent('waiting@example.com');
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/user/profile')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('First name'), 'Robin');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(toastOf(await screen.findByText('Update Failed'))).toHaveTextContent(`Update Failed${taken}`);
    expect(screen.getByText(taken, { selector: '[role=alert]' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE /api/user/email-change')).toHaveLength(1);
  });
});
