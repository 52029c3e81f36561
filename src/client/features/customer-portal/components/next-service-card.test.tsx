import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Portal } from '@shared/customer-portal/customer-portal.schemas';
import type { PortalVisit } from '@shared/scheduling/visit-notices.schemas';
import { renderWithProviders } from '../../../../test/render';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { CustomerPortalPage } from './customer-portal-page';

afterEach(() => vi.unstubAllGlobals());

// 14:00 UTC: 6:00 AM in Los Angeles, the business's zone, whatever zone the test runs in.
const visit: PortalVisit = {
  id: 5,
  title: 'Lawn mowing',
  startTime: '2099-01-13T14:00:00.000Z',
  endTime: '2099-01-13T15:00:00.000Z',
  status: 'scheduled',
  technician: 'Sam Ortiz',
  awaitingConfirmation: true,
  timeZone: 'America/Los_Angeles',
};

const portalWith = (nextService: PortalVisit | null): Portal => ({
  language: 'en',
  customer: { name: 'Dana Whitfield', email: 'dana@example.com', phone: null, address: null },
  company: { name: 'Greenline Landscaping', email: null, phone: null, address: null, website: null, logo: null },
  outstandingBalance: '0.00',
  pendingQuotes: 0,
  nextService,
  invoices: [],
  quotes: [],
  summary: { totalInvoices: 0, totalPaid: '0.00', quotesPending: 0 },
  payments: { enabled: false, mode: 'test', allowPartial: false, minimumPartial: '1.00' },
});

function renderPortal() {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/customer/:token" element={<CustomerPortalPage />} />
      </Routes>
      <Toaster />
    </>,
    { route: '/customer/tok123' },
  );
}

const card = async () => within(await screen.findByTestId('next-service'));

describe('Next Service in the portal', () => {
  it('says nothing is scheduled when there is no visit', async () => {
    mockApi({ 'GET /api/customer-portal/tok123': () => Response.json(portalWith(null)) });
    renderPortal();
    expect((await card()).getByText('Not scheduled')).toBeInTheDocument();
  });

  it("shows the visit in the business's zone and confirms it", async () => {
    const fetch = mockApi({
      'GET /api/customer-portal/tok123': () => Response.json(portalWith(visit)),
      'POST /api/customer-portal/tok123/visits/5/confirm': () =>
        Response.json({ ...visit, status: 'confirmed', awaitingConfirmation: false }),
    });
    renderPortal();
    const c = await card();
    expect(c.getByText('Tuesday, January 13')).toBeInTheDocument();
    expect(c.getByText('6:00 AM PST · Lawn mowing · Sam Ortiz')).toBeInTheDocument();

    await userEvent.click(c.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Visit confirmed')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/customer-portal/tok123/visits/5/confirm')).toHaveLength(1);
    expect(await c.findByText('Confirmed')).toBeInTheDocument();
    expect(c.queryByRole('button', { name: "Can't make it" })).not.toBeInTheDocument();
  });

  it("tells the business the customer can't make it", async () => {
    const fetch = mockApi({
      'GET /api/customer-portal/tok123': () => Response.json(portalWith(visit)),
      'POST /api/customer-portal/tok123/visits/5/decline': () =>
        Response.json({ ...visit, awaitingConfirmation: false }),
    });
    renderPortal();
    await userEvent.click((await card()).getByRole('button', { name: "Can't make it" }));
    expect(await screen.findByText('Thanks for letting us know')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/customer-portal/tok123/visits/5/decline')).toHaveLength(1);
    expect((await card()).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('shows why an answer was refused and reads the portal again', async () => {
    const fetch = mockApi({
      'GET /api/customer-portal/tok123': () => Response.json(portalWith(visit)),
      'POST /api/customer-portal/tok123/visits/5/confirm': () =>
        Response.json({ message: 'This visit is no longer waiting for your answer.' }, { status: 409 }),
    });
    renderPortal();
    await userEvent.click((await card()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your answer was not recorded')).toBeInTheDocument();
    expect(screen.getByText('This visit is no longer waiting for your answer.')).toBeInTheDocument();
    await vi.waitFor(() => expect(callsTo(fetch, 'GET /api/customer-portal/tok123')).toHaveLength(2));
  });
});
