import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { BUSINESS_ZONE, renderScheduling } from './scheduling-test-utils';
import { SchedulingPage } from './scheduling-page';
import { settingsFixture, visitFixture } from './today-fixtures';

// Tuesday Nov 24, 7 PM in Los Angeles; already Wednesday noon in Tokyo, the process's zone.
const NOW = new Date('2026-11-25T03:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// 9:00 to 10:30 AM on Tuesday in Los Angeles: 2:00 AM on Wednesday in Tokyo.
const visit = visitFixture({
  id: 5,
  title: 'Pool opening',
  startTime: '2026-11-24T17:00:00.000Z',
  endTime: '2026-11-24T18:30:00.000Z',
  duration: 90,
  assignedTechnician: 'Sam Ortiz',
  customer: { name: 'Acme Pools', email: null, phone: null },
});

function api(visits: Appointment[] = [visit]) {
  return mockApi({
    'GET /api/schedule-settings': () => Response.json(settingsFixture({ timeZone: BUSINESS_ZONE })),
    'GET /api/appointments': () => Response.json(visits),
  });
}

const ranges = (fetch: ReturnType<typeof mockApi>) =>
  callsTo(fetch, 'GET /api/appointments').map(({ url }) => [url.searchParams.get('from'), url.searchParams.get('to')]);

describe('Scheduling page', () => {
  it('draws the week in the business zone, whatever the process zone', async () => {
    expect(new Date(visit.startTime).getHours()).toBe(2); // the process really is elsewhere
    const fetch = api();
    renderScheduling(<SchedulingPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Scheduling' })).toBeInTheDocument();
    const block = await screen.findByTestId('visit-5');
    const tuesday = screen.getByRole('group', { name: 'Tuesday, Nov 24, 2026' });
    expect(tuesday).toContainElement(block);
    expect(block).toHaveAccessibleName(/^9:00 AM – 10:30 AM\s*Pool opening\s*Acme Pools\s*Sam Ortiz\s*Scheduled$/);
    // The grid starts at 8 AM (the working hours), 48 px an hour.
    expect(block).toHaveStyle({ top: '48px', height: '70px' });
    expect(screen.getByRole('heading', { level: 2, name: /^Nov 23\s*–\s*29, 2026$/ })).toBeInTheDocument();
    // Monday to Sunday, midnight to midnight in Los Angeles: one read for the week.
    expect(ranges(fetch)).toEqual([['2026-11-23T08:00:00.000Z', '2026-11-30T08:00:00.000Z']]);
  });

  it('asks for the next and previous weeks, and Today comes back', async () => {
    const fetch = api([]);
    renderScheduling(<SchedulingPage />);
    await screen.findByRole('group', { name: 'Monday, Nov 23, 2026' });

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('group', { name: 'Monday, Nov 30, 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('group', { name: 'Sunday, Nov 22, 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('group', { name: 'Tuesday, Nov 24, 2026' })).toBeInTheDocument();

    await waitFor(() =>
      expect(ranges(fetch)).toEqual([
        ['2026-11-23T08:00:00.000Z', '2026-11-30T08:00:00.000Z'],
        ['2026-11-30T08:00:00.000Z', '2026-12-07T08:00:00.000Z'],
        ['2026-11-16T08:00:00.000Z', '2026-11-23T08:00:00.000Z'],
      ]),
    );
  });

  it('opens a visit on click and a new one at the slot clicked', async () => {
    api();
    renderScheduling(<SchedulingPage />);
    await userEvent.click(await screen.findByTestId('visit-5'));
    const dialog = await screen.findByRole('dialog', { name: 'Pool opening' });
    expect(dialog).toHaveAccessibleDescription('Tue, Nov 24, 2026 · 9:00 AM – 10:30 AM');
    expect(within(dialog).getByRole('tab', { name: /Tasks/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Progress' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // 120 px below 8 AM is 10:30 on the grid.
    fireEvent.click(screen.getByRole('group', { name: 'Thursday, Nov 26, 2026' }), { clientY: 120 });
    const form = await screen.findByRole('dialog', { name: 'New Appointment' });
    expect(await within(form).findByLabelText('Start date')).toHaveValue('2026-11-26');
    expect(within(form).getByLabelText('Start time')).toHaveValue('10:30');
    expect(within(form).getByLabelText('End time')).toHaveValue('11:30');
  });

  it('shows a day at a time under 768 px, from the same read of the week', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const fetch = api();
    renderScheduling(<SchedulingPage />);
    expect(await screen.findByRole('group', { name: 'Tuesday, Nov 24, 2026' })).toContainElement(
      await screen.findByTestId('visit-5'),
    );
    expect(screen.getAllByRole('group')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByRole('group', { name: 'Wednesday, Nov 25, 2026' })).toBeInTheDocument();
    expect(screen.queryByTestId('visit-5')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(screen.getByRole('group', { name: 'Monday, Nov 23, 2026' })).toBeInTheDocument();
    expect(ranges(fetch)).toHaveLength(1);
  });

  it('keeps the tab in the address', async () => {
    mockApi({
      'GET /api/schedule-settings': () => Response.json(settingsFixture({ timeZone: BUSINESS_ZONE })),
      'GET /api/appointments/list': () => Response.json([], { headers: { 'X-Total-Count': '0' } }),
      'GET /api/appointments/technicians': () => Response.json([]),
    });
    renderScheduling(<SchedulingPage />, { route: '/scheduling?tab=list' });
    expect(screen.getByRole('tab', { name: 'List View' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No appointments yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/scheduling?tab=settings');
    await userEvent.click(screen.getByRole('tab', { name: 'Calendar View' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/scheduling$/);
  });
});
