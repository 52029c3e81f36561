import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { BUSINESS_ZONE, renderScheduling } from './scheduling-test-utils';
import { visitFixture } from './today-fixtures';
import { VisitList } from './visit-list';

afterEach(() => vi.unstubAllGlobals());

const page =
  (items: Appointment[], total = items.length) =>
  () =>
    Response.json(items, { headers: { 'X-Total-Count': String(total) } });

// 6:30 PM on Monday in Los Angeles: Tuesday morning in Tokyo, the process's zone.
const visit = visitFixture({
  id: 5,
  title: 'Pool opening',
  status: 'completed',
  startTime: '2026-11-24T02:30:00.000Z',
  endTime: '2026-11-24T03:30:00.000Z',
});

const lastQuery = (fetch: ReturnType<typeof mockApi>) =>
  Object.fromEntries(callsTo(fetch, 'GET /api/appointments/list').at(-1)!.url.searchParams);

describe('List View', () => {
  it('shows each visit in the business zone and opens it', async () => {
    mockApi({
      'GET /api/appointments/list': page([visit]),
      'GET /api/appointments/technicians': () => Response.json([]),
    });
    const onOpen = vi.fn();
    renderScheduling(<VisitList timeZone={BUSINESS_ZONE} onOpenVisit={onOpen} />);
    const row = (await screen.findByRole('button', { name: 'Pool opening' })).closest('tr')!;
    expect(row).toHaveTextContent('Mon, Nov 23, 2026');
    expect(row).toHaveTextContent('6:30 PM – 7:30 PM');
    expect(within(row).getByText('Completed')).toBeInTheDocument();
    await userEvent.click(within(row).getByText('Jo Park'));
    expect(onOpen).toHaveBeenCalledWith(visit);
  });

  it('asks the server with the filters, the search once typing pauses, from the first page', async () => {
    const fetch = mockApi({
      'GET /api/appointments/list': page([visit], 45),
      'GET /api/appointments/technicians': () => Response.json(['Dana Moreno', 'Sam Ortiz']),
    });
    renderScheduling(<VisitList timeZone={BUSINESS_ZONE} onOpenVisit={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(fetch)).toEqual({ limit: '20', offset: '20' }));

    await userEvent.selectOptions(screen.getByLabelText('Filter by status'), 'Completed');
    await userEvent.selectOptions(screen.getByLabelText('Filter by technician'), 'Sam Ortiz');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-30');
    await userEvent.type(screen.getByLabelText('Search appointments'), 'pool');
    await waitFor(() =>
      expect(lastQuery(fetch)).toEqual({
        status: 'completed',
        technician: 'Sam Ortiz',
        from: '2026-11-01',
        to: '2026-11-30',
        search: 'pool',
        limit: '20',
        offset: '0',
      }),
    );
    // The search is asked once, not letter by letter.
    const searches = callsTo(fetch, 'GET /api/appointments/list').filter(({ url }) => url.searchParams.has('search'));
    expect(searches).toHaveLength(1);
  });

  it('says when nothing matches and clears the filters', async () => {
    const fetch = mockApi({
      'GET /api/appointments/list': ({ url }) => (url.searchParams.has('status') ? page([])() : page([visit])()),
      'GET /api/appointments/technicians': () => Response.json([]),
    });
    renderScheduling(<VisitList timeZone={BUSINESS_ZONE} onOpenVisit={vi.fn()} />);
    await screen.findByRole('button', { name: 'Pool opening' });
    await userEvent.selectOptions(screen.getByLabelText('Filter by status'), 'Cancelled');
    expect(await screen.findByText('No appointments match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('button', { name: 'Pool opening' })).toBeInTheDocument();
    expect(screen.getByLabelText('Filter by status')).toHaveValue('');
    expect(callsTo(fetch, 'GET /api/appointments/list')).toHaveLength(2);
  });
});
