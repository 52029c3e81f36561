import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { BUSINESS_ZONE, renderScheduling } from './scheduling-test-utils';
import { visitFixture } from './today-fixtures';
import { VisitDialog } from './visit-dialog';

afterEach(() => vi.unstubAllGlobals());

const weekly = { serviceId: 13, serviceName: 'Weekly Pool Cleaning', recurring: true, rrule: 'FREQ=WEEKLY;INTERVAL=2' };

function open(visit: Appointment, handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetch = mockApi({ 'GET /api/appointments/5': () => Response.json(visit), ...handlers });
  const onClose = vi.fn();
  const onEdit = vi.fn();
  renderScheduling(<VisitDialog visit={visit} timeZone={BUSINESS_ZONE} onClose={onClose} onEdit={onEdit} />);
  return { fetch, onClose, onEdit };
}

describe('Visit dialog', () => {
  it('shows the whole visit in the business zone and offers the status changes it allows', async () => {
    const visit = visitFixture({
      id: 5,
      startTime: '2026-11-24T17:00:00.000Z',
      endTime: '2026-11-24T18:30:00.000Z',
      duration: 90,
      estimatedCost: '1200.5',
      customerResponse: 'confirmed',
      reminderSent: true,
      job: weekly,
    });
    const { fetch } = open(visit, {
      'PATCH /api/appointments/5': ({ body }) => Response.json({ ...visit, ...(body as object) }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Spring cleanup' });
    const details = within(dialog);
    expect(details.getByText('Tue, Nov 24, 2026 · 9:00 AM – 10:30 AM', { selector: 'dd' })).toBeInTheDocument();
    expect(details.getByText('1 h 30 min · Pacific Time')).toBeInTheDocument();
    expect(details.getByText('$1,200.50')).toBeInTheDocument();
    expect(details.getByText('Confirmed by the customer')).toBeInTheDocument();
    expect(details.getByText('Sent to the customer')).toBeInTheDocument();
    expect(details.getByText('Every 2 weeks')).toBeInTheDocument();
    expect(details.getByRole('tab', { name: 'Tasks (1/3)' })).toBeInTheDocument();

    const actions = ['Confirm', 'Start Job', 'Cancel Visit'];
    for (const name of actions) expect(details.getByRole('button', { name })).toBeInTheDocument();
    expect(details.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    expect(details.queryByRole('button', { name: 'Create Invoice' })).not.toBeInTheDocument();
    await userEvent.click(details.getByRole('button', { name: 'Start Job' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'PATCH /api/appointments/5')).toEqual([
        expect.objectContaining({ body: { status: 'in-progress' } }),
      ]),
    );
  });

  it('makes the invoice of a completed visit and opens it, or opens the one it has', async () => {
    const completed = visitFixture({ id: 5, status: 'completed' });
    const { fetch } = open(completed, { 'POST /api/appointments/5/invoice': () => Response.json({ invoiceId: 42 }) });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Start Job' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/invoices?invoice=42'));
    expect(callsTo(fetch, 'POST /api/appointments/5/invoice')).toHaveLength(1);
  });

  it('opens the invoice a visit already has', async () => {
    open(visitFixture({ id: 5, status: 'completed', invoiceId: 17 }));
    await userEvent.click(await screen.findByRole('button', { name: 'View Invoice' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/invoices?invoice=17');
    expect(screen.queryByRole('button', { name: 'Create Invoice' })).not.toBeInTheDocument();
  });

  it("deletes a recurring job's visit and the following ones when asked", async () => {
    const visit = visitFixture({ id: 5, jobId: 9, job: weekly });
    const { fetch, onClose } = open(visit, {
      'DELETE /api/appointments/5': () => new Response(null, { status: 204 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete a recurring visit' });
    await userEvent.click(within(question).getByRole('button', { name: 'This and following' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetch, 'DELETE /api/appointments/5')[0].url.searchParams.get('scope')).toBe('following');
  });
});
