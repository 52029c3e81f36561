import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, toastOf } from '../../../../test/admin-render';
import { sampleOwner } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { AccountSettingsPage } from './account-settings-page';

afterEach(() => vi.unstubAllGlobals());

async function fill(current: string, next: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('Account Settings: password', { timeout: 20_000 }, () => {
  it('says the new passwords do not match, and sends nothing', async () => {
    const fetch = mockApi({});
    renderAdmin(<AccountSettingsPage />, sampleOwner);
    await fill('old-password-1', 'new-password-1', 'new-password-2');
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/user/password')).toHaveLength(0);
  });

  it('sends the current and new password, and says so', async () => {
    const fetch = mockApi({
      'PUT /api/user/password': () => Response.json({ message: 'Your password has been updated.' }),
    });
    renderAdmin(<AccountSettingsPage />, sampleOwner);
    await fill('old-password-1', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/user/password').map((c) => c.body)).toEqual([
      { currentPassword: 'old-password-1', newPassword: 'new-password-1' },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it("toasts 'Password Update Failed' with the server's reason, and puts it under its field", async () => {
    const reason = 'Current password is incorrect';
    mockApi({
      'PUT /api/user/password': () =>
        Response.json({ message: reason, fields: { currentPassword: reason } }, { status: 400 }),
    });
    renderAdmin(<AccountSettingsPage />, sampleOwner);
    await fill('wrong-password', 'new-password-1', 'new-password-1');
    expect(toastOf(await screen.findByText('Password Update Failed'))).toHaveTextContent(
      `Password Update Failed${reason}`,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
  });
});
