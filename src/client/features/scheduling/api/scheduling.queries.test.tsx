import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { TEAM_STALE_MS } from '@client/lib/team-freshness';
import { assigneesQuery } from './scheduling.queries';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Assignees() {
  const { data } = useQuery(assigneesQuery);
  return <p>{data ? data.map((a) => a.name).join(', ') : 'loading'}</p>;
}

describe("the schedule's reads, shared with the team", () => {
  it('are read again when a screen opens on what is half a minute old (a member renamed meanwhile)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    let name = 'Terry Tran';
    const fetch = mockApi({
      'GET /api/appointments/assignees': () => Response.json([{ userId: 2, name, role: 'technician' }]),
    });
    const client = createQueryClient();
    const open = () =>
      render(
        <QueryClientProvider client={client}>
          <Assignees />
        </QueryClientProvider>,
      );

    const first = open();
    expect(await screen.findByText('Terry Tran')).toBeInTheDocument();
    first.unmount();
    name = 'Terry Tran-Lopez';
    open().unmount(); // at once: what it holds is taken as it is
    expect(callsTo(fetch, 'GET /api/appointments/assignees')).toHaveLength(1);

    vi.setSystemTime(Date.now() + TEAM_STALE_MS + 1000);
    open();
    expect(await screen.findByText('Terry Tran-Lopez')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/appointments/assignees')).toHaveLength(2);
  });
});
