import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerListItem } from '@shared/customers/customers.schemas';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider, USER_KEY } from '@client/lib/session';
import { sampleOwner } from '../../../../test/client-fixtures';
import { mockApi } from '../../../../test/mock-api';
import { CustomersPage } from './customers-page';

// Seen from Tokyo (vitest.config.ts): a day drawn in the process's zone instead of the business's would be another.

afterEach(() => vi.unstubAllGlobals());

const customer = (id: number, name: string, unsubscribedAt: string | null): CustomerListItem => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: null,
  address: null,
  notes: null,
  accessToken: `token-${id}`,
  createdAt: '2024-03-05T10:00:00.000Z',
  unsubscribedAt,
  paid: '0.00',
  pending: '0.00',
  invoiceCount: 0,
});

describe("A customer's record", () => {
  it("says on which of the business's days the customer unsubscribed, and nothing for one who did not", async () => {
    // 3 AM UTC on the 6th is still the 5th for a business in Los Angeles.
    const list = [customer(1, 'Ana', '2024-03-06T03:00:00.000Z'), customer(2, 'Bo', null)];
    mockApi({
      'GET /api/customers': () => Response.json(list, { headers: { 'X-Total-Count': '2' } }),
      'GET /api/customers/summary': () => Response.json({ total: 2, active: 0 }),
    });
    const client = createQueryClient();
    client.setQueryData(USER_KEY, { ...sampleOwner, timezone: 'America/Los_Angeles' });
    render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter initialEntries={['/customers']}>
            <CustomersPage />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>,
    );
    const ana = (await screen.findByText('Ana')).closest('tr')!;
    expect(ana).toHaveTextContent('Unsubscribed from campaigns on Mar 05, 2024');
    expect(screen.getByText('Bo').closest('tr')).not.toHaveTextContent('Unsubscribed');
    // Read-only: nothing on the screen resubscribes the customer.
    expect(screen.queryByRole('button', { name: /resubscribe/i })).not.toBeInTheDocument();
  });
});
