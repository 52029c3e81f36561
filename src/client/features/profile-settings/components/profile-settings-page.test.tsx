import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '@shared/account/preferences.schemas';
import { formatMoney } from '@shared/money';
import { renderAdmin, toastOf } from '../../../../test/admin-render';
import { sampleOwner } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { formatDate, formatDateTime } from '@client/lib/dates';
import { useApplyPreferences } from './apply-preferences';
import { ProfileSettingsPage } from './profile-settings-page';

const saved: Preferences = {
  ...DEFAULT_PREFERENCES,
  timezone: 'America/New_York',
  securityAlerts: true,
  loginNotifications: true,
};
const owner = { ...sampleOwner, preferences: saved };

function Applied({ preferences }: { preferences: Preferences | undefined }) {
  useApplyPreferences(preferences);
  return <p>{`${formatDate('2024-03-05')} | ${formatMoney('1234567.5')}`}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.className = '';
});

describe('Profile Settings', { timeout: 20_000 }, () => {
  it('shows the four sections with the saved values', () => {
    mockApi({});
    renderAdmin(<ProfileSettingsPage />, owner);
    for (const name of ['Appearance', 'Regional', 'Notifications', 'System']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Theme')).toHaveValue('auto');
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/New_York');
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Marketing emails' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('For example Mar 05, 2024')).toBeInTheDocument();
  });

  it('saves a choice at once, applies the theme, and says so', async () => {
    const fetch = mockApi({
      'PUT /api/user/preferences': ({ body }) => Response.json({ ...saved, ...(body as object) }),
    });
    renderAdmin(<ProfileSettingsPage />, owner);
    await userEvent.selectOptions(screen.getByLabelText('Theme'), 'dark');
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/user/preferences').map((c) => c.body)).toEqual([{ theme: 'dark' }]);
    await userEvent.click(screen.getByRole('switch', { name: 'Compact view' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Compact view' })).toHaveAttribute('aria-checked', 'true'),
    );
    expect(callsTo(fetch, 'PUT /api/user/preferences').at(-1)?.body).toEqual({ compactView: true });
  });

  it("toasts 'Update Failed' with the server's message", async () => {
    mockApi({
      'PUT /api/user/preferences': () =>
        Response.json({ message: 'Please choose one of the offered time zones' }, { status: 400 }),
    });
    renderAdmin(<ProfileSettingsPage />, owner);
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'America/Denver' } });
    expect(toastOf(await screen.findByText('Update Failed'))).toHaveTextContent(
      'Update FailedPlease choose one of the offered time zones',
    );
    await waitFor(() => expect(screen.getByLabelText('Time zone')).toHaveValue('America/New_York'));
  });
});

describe('preferences applied', () => {
  it('writes dates and figures in the chosen formats, puts on the theme and compact view, and undoes them', () => {
    mockApi({});
    const { rerender, unmount } = renderAdmin(<Applied preferences={saved} />, owner);
    expect(screen.getByText('Mar 05, 2024 | $1,234,567.50')).toBeInTheDocument();
    const chosen: Preferences = {
      ...saved,
      theme: 'dark',
      dateFormat: 'DD/MM/YYYY',
      numberFormat: '1.234,56',
      compactView: true,
    };
    act(() => rerender(<Applied preferences={chosen} />));
    expect(screen.getByText('05/03/2024 | $1.234.567,50')).toBeInTheDocument();
    expect(formatDateTime('2024-03-05T15:04:00.000Z', 'America/New_York')).toBe('05/03/2024, 10:04 AM');
    expect(document.documentElement).toHaveClass('dark', 'compact');
    expect(localStorage.getItem('theme')).toBe('dark');
    act(() => rerender(<Applied preferences={{ ...chosen, dateFormat: 'YYYY-MM-DD', numberFormat: '1 234,56' }} />));
    expect(
      screen.getByText('2024-03-05 | $1\u00a0234\u00a0567,50', { normalizer: (text) => text }),
    ).toBeInTheDocument();
    unmount();
    expect(formatDate('2024-03-05')).toBe('Mar 05, 2024');
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(document.documentElement).not.toHaveClass('compact');
  });
});
