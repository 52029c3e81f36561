import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityMessages as m } from '@shared/account/security.schemas';
import { sampleOwner } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { renderAdmin } from '../../../../test/admin-render';
import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

async function password() {
  await userEvent.type(screen.getByLabelText('Email'), sampleOwner.email);
  await userEvent.type(screen.getByLabelText('Password'), 'my-password-1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm: the two-factor code step', { timeout: 20_000 }, () => {
  it('asks for the code after a right password and signs in with it, or with a recovery code', async () => {
    let tries = 0;
    const fetch = mockApi({
      'POST /api/login': () => Response.json({ twoFactorRequired: true, challengeToken: 'challenge-1' }),
      'POST /api/login/two-factor': () =>
        ++tries === 1
          ? Response.json({ message: m.codeWrong, fields: { code: m.codeWrong } }, { status: 400 })
          : Response.json(sampleOwner),
    });
    renderAdmin(<LoginForm />, sampleOwner);
    await password();
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(m.codeRequired)).toBeInTheDocument();
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.codeWrong);

    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/login/two-factor')).toHaveLength(2));
    expect(callsTo(fetch, 'POST /api/login/two-factor').map((c) => c.body)).toEqual([
      { challengeToken: 'challenge-1', code: '111111' },
      { challengeToken: 'challenge-1', code: 'abcde-fghjk' },
    ]);
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });

  it('goes back to the password when the challenge has expired', async () => {
    mockApi({
      'POST /api/login': () => Response.json({ twoFactorRequired: true, challengeToken: 'challenge-1' }),
      'POST /api/login/two-factor': () => Response.json({ message: m.challengeExpired }, { status: 401 }),
    });
    renderAdmin(<LoginForm />, sampleOwner);
    await password();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
