import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityMessages as m, type SecurityStatus } from '@shared/account/security.schemas';
import { renderAdmin, toastOf } from '../../../../test/admin-render';
import { sampleOwner } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { SecuritySection } from './security-section';

afterEach(() => vi.unstubAllGlobals());

const off: SecurityStatus = {
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
  emailNotifications: true,
  securityAlerts: true,
  loginNotifications: true,
};
const on: SecurityStatus = { ...off, twoFactorEnabled: true, recoveryCodesLeft: 10 };
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const sessions = {
  items: [
    {
      id: 'aaaaaaaaaaaaaaaa',
      browser: 'Chrome',
      os: 'Windows',
      ipAddress: '203.0.113.7',
      createdAt: '2026-03-05T15:04:00Z',
      lastSeenAt: '2026-03-06T10:00:00Z',
      current: true,
    },
    {
      id: 'bbbbbbbbbbbbbbbb',
      browser: 'Safari',
      os: 'iOS',
      ipAddress: '198.51.100.4',
      createdAt: '2026-03-01T08:00:00Z',
      lastSeenAt: null,
      current: false,
    },
  ],
};

describe('Account Settings: Security', { timeout: 20_000 }, () => {
  it('sets two-factor up: password, QR code and key, a code, then the recovery codes once', async () => {
    let status = off;
    const fetch = mockApi({
      'GET /api/user/security': () => Response.json(status),
      'GET /api/user/sessions': () => Response.json(sessions),
      'POST /api/user/two-factor/setup': () =>
        Response.json({
          otpauthUri: 'otpauth://totp/x',
          qrCode: 'data:image/png;base64,AA==',
          secret: 'ABCDEFGHIJKLMNOP',
        }),
      'POST /api/user/two-factor/enable': ({ body }) => {
        if ((body as { code: string }).code !== '123456') {
          return Response.json({ message: m.codeWrong, fields: { code: m.codeWrong } }, { status: 400 });
        }
        status = on;
        return Response.json({ message: m.enabled, recoveryCodes: codes });
      },
    });
    renderAdmin(<SecuritySection />, sampleOwner);
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await userEvent.type(screen.getByLabelText('Confirm your password'), 'my-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByAltText('QR code to scan with your authenticator app')).toHaveAttribute(
      'src',
      'data:image/png;base64,AA==',
    );
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('ABCD EFGH IJKL MNOP');
    expect(callsTo(fetch, 'POST /api/user/two-factor/setup').map((c) => c.body)).toEqual([
      { password: 'my-password-1' },
    ]);

    await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Turn On' }));
    expect(toastOf(await screen.findByText(m.updateFailed))).toHaveTextContent(m.codeWrong);
    expect(screen.getAllByText(m.codeWrong).length).toBeGreaterThan(0);

    await userEvent.clear(screen.getByLabelText('Code from your authenticator app'));
    await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn On' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByText('10')).toBeInTheDocument();
  });

  it('turns two-factor off with a code and the password', async () => {
    let status = on;
    const fetch = mockApi({
      'GET /api/user/security': () => Response.json(status),
      'GET /api/user/sessions': () => Response.json(sessions),
      'POST /api/user/two-factor/disable': () => {
        status = off;
        return Response.json({ message: m.disabled });
      },
    });
    renderAdmin(<SecuritySection />, sampleOwner);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    await userEvent.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect(await screen.findByText(m.codeRequired)).toBeInTheDocument();
    expect(screen.getByText(m.passwordRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from your app or a recovery code'), '123456');
    await userEvent.type(screen.getByLabelText('Password'), 'my-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/user/two-factor/disable').map((c) => c.body)).toEqual([
      { code: '123456', password: 'my-password-1' },
    ]);
  });

  it("saves a switch on its own, and toasts 'Update Failed' with the server's message when refused", async () => {
    let refuse = false;
    const fetch = mockApi({
      'GET /api/user/security': () => Response.json(off),
      'GET /api/user/sessions': () => Response.json(sessions),
      'PUT /api/user/security': () =>
        refuse
          ? Response.json({ message: 'Not now' }, { status: 400 })
          : Response.json({ ...off, loginNotifications: false }),
    });
    renderAdmin(<SecuritySection />, sampleOwner);
    const loginAlerts = await screen.findByRole('switch', { name: 'Login alerts' });
    await waitFor(() => expect(loginAlerts).toBeEnabled());
    expect(loginAlerts).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(loginAlerts);
    await waitFor(() => expect(loginAlerts).toHaveAttribute('aria-checked', 'false'));
    expect(callsTo(fetch, 'PUT /api/user/security').map((c) => c.body)).toEqual([{ loginNotifications: false }]);
    refuse = true;
    await userEvent.click(screen.getByRole('switch', { name: 'Security alerts' }));
    expect(toastOf((await screen.findAllByText(m.updateFailed))[0])).toHaveTextContent('Update FailedNot now');
    expect(callsTo(fetch, 'PUT /api/user/security')).toHaveLength(2);
  });

  it('lists the sessions, marks this device, and signs another out', async () => {
    let items = sessions.items;
    const fetch = mockApi({
      'GET /api/user/security': () => Response.json(off),
      'GET /api/user/sessions': () => Response.json({ items }),
      'DELETE /api/user/sessions/bbbbbbbbbbbbbbbb': () => {
        items = items.filter((s) => s.current);
        return Response.json({ message: m.sessionEnded });
      },
    });
    renderAdmin(<SecuritySection />, sampleOwner);
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome on Windows');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(callsTo(fetch, 'DELETE /api/user/sessions/bbbbbbbbbbbbbbbb')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
  });
});
