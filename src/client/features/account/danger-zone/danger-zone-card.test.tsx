import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider, USER_KEY } from '@client/lib/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataMessages as m, type DataExport } from '@shared/account/data.schemas';
import { renderAdmin, toastOf } from '../../../../test/admin-render';
import { sampleCompany, sampleOwner } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { DangerZoneCard } from './danger-zone-card';

afterEach(() => vi.unstubAllGlobals());

const ready: DataExport = {
  id: 4,
  status: 'ready',
  requestedAt: '2026-03-01T10:00:00.000Z',
  completedAt: '2026-03-01T10:01:00.000Z',
  expiresAt: '2026-03-08T10:01:00.000Z',
  byteSize: 48_000,
};

/** Account Settings' card at its path, with the home page it leaves for. */
function renderAtAccountSettings() {
  const client = createQueryClient();
  client.setQueryData(USER_KEY, sampleOwner);
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/account-settings']}>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/account-settings" element={<DangerZoneCard />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { client };
}

describe('Danger Zone: Export my data', { timeout: 20_000 }, () => {
  it('requests an export and shows it being prepared', async () => {
    const fetch = mockApi({
      'GET /api/user/data-export': () => Response.json({ export: null }),
      'GET /api/company': () => Response.json(sampleCompany),
      'POST /api/user/data-export': () =>
        Response.json(
          { message: m.exportQueued, export: { ...ready, status: 'pending', expiresAt: null, byteSize: null } },
          { status: 202 },
        ),
    });
    renderAdmin(<DangerZoneCard />, sampleOwner);
    await userEvent.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(toastOf(await screen.findByText('Export Requested'))).toHaveTextContent(m.exportQueued);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/user/data-export')).toHaveLength(1);
  });

  it('offers the download of a ready export, with its expiry', async () => {
    mockApi({
      'GET /api/user/data-export': () => Response.json({ export: ready }),
      'GET /api/company': () => Response.json(sampleCompany),
    });
    renderAdmin(<DangerZoneCard />, sampleOwner);
    expect(await screen.findByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/user/data-export/download',
    );
    expect(screen.getByText(/ready \(47 KB\)\. The link works until Mar 08, 2026/)).toBeInTheDocument();
  });
});

describe('Danger Zone: Delete account', { timeout: 20_000 }, () => {
  it('enables the deletion only once the company name matches, then lands home signed out', async () => {
    const fetch = mockApi({
      'GET /api/user/data-export': () => Response.json({ export: null }),
      'GET /api/company': () => Response.json(sampleCompany),
      'DELETE /api/user/account': () => Response.json({ message: m.accountDeleted }),
    });
    const { client } = renderAtAccountSettings();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete account' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const confirm = await screen.findByRole('button', { name: 'Delete my account' }, { timeout: 5000 });
    await userEvent.type(screen.getByLabelText('Password'), 'my-password-1');
    await userEvent.type(screen.getByLabelText(/Type your company name/), 'greenline landscaping');
    expect(confirm).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(/Type your company name/));
    await userEvent.type(screen.getByLabelText(/Type your company name/), sampleCompany.name);
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(toastOf(await screen.findByText(m.accountDeletedTitle))).toHaveTextContent(m.accountDeleted);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(client.getQueryData(['/api/user'])).toBeNull();
    expect(callsTo(fetch, 'DELETE /api/user/account').map((c) => c.body)).toEqual([
      { password: 'my-password-1', companyName: sampleCompany.name },
    ]);
  });

  it("shows the server's reason under its field and keeps the account", async () => {
    mockApi({
      'GET /api/user/data-export': () => Response.json({ export: null }),
      'GET /api/company': () => Response.json(sampleCompany),
      'DELETE /api/user/account': () =>
        Response.json({ message: m.passwordWrong, fields: { password: m.passwordWrong } }, { status: 400 }),
    });
    renderAtAccountSettings();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete account' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.type(await screen.findByLabelText('Password', {}, { timeout: 5000 }), 'wrong-password');
    await userEvent.type(screen.getByLabelText(/Type your company name/), sampleCompany.name);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(m.deleteFailedTitle)).toBeInTheDocument();
    expect(screen.getAllByRole('alert').some((a) => a.textContent === m.passwordWrong)).toBe(true);
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('asks an administrator, who has no company, for the e-mail address', async () => {
    mockApi({ 'GET /api/user/data-export': () => Response.json({ export: null }) });
    renderAdmin(<DangerZoneCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    expect(
      await screen.findByLabelText(`Type your e-mail address to confirm: ${sampleOwner.email}`),
    ).toBeInTheDocument();
  });
});
