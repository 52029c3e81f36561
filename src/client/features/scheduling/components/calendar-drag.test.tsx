import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { BUSINESS_ZONE, renderScheduling } from './scheduling-test-utils';
import { SchedulingPage } from './scheduling-page';
import { settingsFixture, visitFixture } from './today-fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T03:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Tuesday 9:00 to 10:30 AM in Los Angeles, of a weekly job.
const visit = visitFixture({
  id: 5,
  jobId: 9,
  title: 'Pool opening',
  startTime: '2026-11-24T17:00:00.000Z',
  endTime: '2026-11-24T18:30:00.000Z',
  duration: 90,
  estimatedCost: '120.00',
  job: { serviceId: 13, serviceName: 'Weekly Pool Cleaning', recurring: true, rrule: 'FREQ=WEEKLY;COUNT=8' },
});

function api(put: (body: unknown) => Response) {
  let stored: Appointment = visit;
  return mockApi({
    'GET /api/schedule-settings': () => Response.json(settingsFixture({ timeZone: BUSINESS_ZONE })),
    'GET /api/appointments': () => Response.json([stored]),
    'PUT /api/appointments/5': ({ body }) => {
      const answer = put(body);
      if (answer.ok) stored = { ...stored, ...(body as Partial<Appointment>) };
      return answer;
    },
  });
}

/** Picks the visit up with space, presses `keys`, then `end` (space drops, Escape cancels). */
async function moveByKeyboard(keys: string[], end = ' ') {
  const block = await screen.findByTestId('visit-5');
  act(() => block.focus());
  await userEvent.keyboard(' ');
  for (const key of keys) await userEvent.keyboard(key);
  await userEvent.keyboard(end);
}

const group = (name: string) => screen.getByRole('group', { name });

describe('Moving a visit on the calendar', () => {
  it('by keyboard saves the visit with its new times: down 15 minutes a press, right a day', async () => {
    const fetch = api((body) => Response.json(body));
    renderScheduling(<SchedulingPage />);
    await moveByKeyboard(['{ArrowDown}', '{ArrowDown}', '{ArrowRight}']);

    await waitFor(() => expect(callsTo(fetch, 'PUT /api/appointments/5')).toHaveLength(1));
    expect(callsTo(fetch, 'PUT /api/appointments/5')[0].body).toEqual({
      title: 'Pool opening',
      appointmentType: 'maintenance',
      customerId: 7,
      // Wednesday 9:30 to 11:00 AM in Los Angeles.
      startTime: '2026-11-25T17:30:00.000Z',
      endTime: '2026-11-25T19:00:00.000Z',
      duration: 90,
      priority: 'medium',
      description: null,
      location: '12 Elm St, Springfield',
      notes: null,
      estimatedCost: '120.00',
      actualCost: null,
      materialsCost: null,
      laborCost: null,
      assignedTechnician: 'Dana Moreno',
      // A move keeps whom the visit is assigned to.
      assignedUserId: null,
      serviceId: 13,
      scope: 'this',
      allowOutsideHours: false,
    });
    // Said to screen readers through dnd-kit's live region.
    expect(screen.getByText('Pool opening moved to Wed, Nov 25, 2026 · 9:30 AM – 11:00 AM.')).toBeInTheDocument();
    await waitFor(() => expect(group('Wednesday, Nov 25, 2026')).toContainElement(screen.getByTestId('visit-5')));
    expect(screen.getByTestId('visit-5')).toHaveAccessibleName(/^9:30 AM – 11:00 AM\s*Pool opening/);
  });

  it('puts the visit back when the server refuses the move, and says why', async () => {
    const clash = 'Dana Moreno already has "Hedge trimming" from 9:00 AM to 10:00 AM';
    const fetch = api(() => Response.json({ message: clash }, { status: 409 }));
    renderScheduling(<SchedulingPage />);
    await moveByKeyboard(['{ArrowUp}', '{ArrowUp}', '{ArrowUp}', '{ArrowUp}']);

    await waitFor(() => expect(callsTo(fetch, 'PUT /api/appointments/5')).toHaveLength(1));
    expect(callsTo(fetch, 'PUT /api/appointments/5')[0].body).toMatchObject({
      startTime: '2026-11-24T16:00:00.000Z',
      endTime: '2026-11-24T17:30:00.000Z',
    });
    expect(await screen.findByText(clash)).toBeInTheDocument();
    expect(screen.getByText('Failed to update appointment')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('visit-5')).toHaveAccessibleName(/^9:00 AM – 10:30 AM\s*Pool opening/),
    );
    expect(group('Tuesday, Nov 24, 2026')).toContainElement(screen.getByTestId('visit-5'));
  });

  it('asks before moving a visit outside the working hours, and moves it only when told to', async () => {
    const outside = 'Tue, Nov 24, 7:00 AM – 8:30 AM is outside your working hours: Tuesday 8:00 AM – 5:00 PM.';
    const fetch = api((body) =>
      (body as { allowOutsideHours: boolean }).allowOutsideHours
        ? Response.json(body)
        : Response.json({ message: outside, fields: { allowOutsideHours: outside } }, { status: 409 }),
    );
    renderScheduling(<SchedulingPage />);
    await moveByKeyboard([
      '{ArrowUp}',
      '{ArrowUp}',
      '{ArrowUp}',
      '{ArrowUp}',
      '{ArrowUp}',
      '{ArrowUp}',
      '{ArrowUp}',
      '{ArrowUp}',
    ]);

    const dialog = await screen.findByRole('alertdialog', { name: 'Outside working hours' });
    expect(dialog).toHaveTextContent(outside);
    expect(screen.getAllByText(outside)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move anyway' }));

    await waitFor(() => expect(callsTo(fetch, 'PUT /api/appointments/5')).toHaveLength(2));
    const [refused, confirmed] = callsTo(fetch, 'PUT /api/appointments/5');
    expect(refused!.body).toMatchObject({ startTime: '2026-11-24T15:00:00.000Z', allowOutsideHours: false });
    expect(confirmed!.body).toMatchObject({ startTime: '2026-11-24T15:00:00.000Z', allowOutsideHours: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('visit-5')).toHaveAccessibleName(/^7:00 AM – 8:30 AM/));
  });

  it('saves nothing when the move is cancelled with Escape', async () => {
    const fetch = api((body) => Response.json(body));
    renderScheduling(<SchedulingPage />);
    await moveByKeyboard(['{ArrowDown}', '{ArrowRight}'], '{Escape}');

    await waitFor(() =>
      expect(screen.getByTestId('visit-5')).toHaveAccessibleName(/^9:00 AM – 10:30 AM\s*Pool opening/),
    );
    expect(within(group('Tuesday, Nov 24, 2026')).getByTestId('visit-5')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/appointments/5')).toHaveLength(0);
    expect(screen.getByText(/^Moving Pool opening was cancelled/)).toBeInTheDocument();
  });
});
