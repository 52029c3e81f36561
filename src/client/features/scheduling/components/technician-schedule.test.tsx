import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleServices } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { BUSINESS_ZONE, renderScheduling } from './scheduling-test-utils';
import { SchedulingPage } from './scheduling-page';
import { settingsFixture, visitFixture } from './today-fixtures';
import { VisitForm } from './visit-form';

// Tuesday Nov 24, 7 PM in Los Angeles.
const NOW = new Date('2026-11-25T03:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const visit = visitFixture({
  id: 5,
  title: 'Pool opening',
  startTime: '2026-11-24T17:00:00.000Z',
  endTime: '2026-11-24T18:30:00.000Z',
  status: 'completed',
  assignedUserId: 31,
  assignedUserName: 'Terry Tran',
});
const assignees = [
  { id: 30, name: 'Casey Rivera', role: 'owner' },
  { id: 31, name: 'Terry Tran', role: 'technician' },
];

describe("a technician's schedule", { timeout: 20_000 }, () => {
  it('shows their visits to open and move along: nothing to book, edit, delete, invoice or set', async () => {
    const fetch = mockApi({
      'GET /api/schedule-settings': () => Response.json(settingsFixture({ timeZone: BUSINESS_ZONE })),
      'GET /api/appointments': () => Response.json([visit]),
      'GET /api/appointments/list': () => Response.json([visit], { headers: { 'X-Total-Count': '1' } }),
      'GET /api/appointments/5/customer': () =>
        Response.json({ id: 7, name: 'Jo Park', email: null, phone: null, address: '12 Elm St', notes: null }),
    });
    renderScheduling(<SchedulingPage />, { user: { businessRole: 'technician' } });

    const block = await screen.findByTestId('visit-5');
    expect(block).toHaveTextContent('Terry Tran');
    expect(screen.queryByRole('button', { name: 'New Appointment' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Calendar View',
      'List View',
      "Today's Schedule",
    ]);

    await userEvent.click(block);
    const dialog = await screen.findByRole('dialog', { name: 'Pool opening' });
    expect(within(dialog).getByText('Assigned to').nextSibling).toHaveTextContent('Terry Tran');
    expect(await within(dialog).findByText('12 Elm St')).toBeInTheDocument();
    for (const name of ['Edit', 'Delete', 'Create Invoice']) {
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('tab', { name: 'List View' }));
    expect(await screen.findByRole('button', { name: 'Pool opening' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Filter by technician' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/appointments/technicians')).toHaveLength(0);
    expect(callsTo(fetch, 'GET /api/appointments/assignees')).toHaveLength(0);
  });
});

describe('the visit form', { timeout: 20_000 }, () => {
  it('assigns the visit to a member of the team, naming them as its technician when none is written', async () => {
    const fetch = mockApi({
      'GET /api/customers': () => Response.json([{ id: 7, name: 'Acme Pools', email: 'billing@acme.test' }]),
      'GET /api/services': () => Response.json(sampleServices),
      'GET /api/appointments/technicians': () => Response.json([]),
      'GET /api/appointments/assignees': () => Response.json(assignees),
      'POST /api/appointments': ({ body }) => Response.json({ id: 1, ...(body as object) }, { status: 201 }),
    });
    renderScheduling(
      <VisitForm start={{ day: '2026-11-24', minutes: 9 * 60 }} timeZone={BUSINESS_ZONE} onSaved={vi.fn()} />,
    );
    const picker = screen.getByLabelText('Assigned to');
    expect(picker).toHaveValue('');
    expect(within(picker).getByRole('option', { name: 'Unassigned' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Terry Tran (Technician)' });
    await userEvent.selectOptions(picker, 'Terry Tran (Technician)');
    expect(screen.getByLabelText('Assigned Technician')).toHaveValue('Terry Tran');

    await userEvent.type(screen.getByLabelText('Title'), 'Pool opening');
    await userEvent.click(screen.getByLabelText('Customer'));
    await userEvent.click(await screen.findByRole('option', { name: /Acme Pools/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Appointment' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/appointments')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /api/appointments')[0].body).toMatchObject({
      assignedUserId: 31,
      assignedTechnician: 'Terry Tran',
    });
  });
});
