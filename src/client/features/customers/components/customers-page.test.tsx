import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_IN_USE_MESSAGE, type CustomerListItem } from '@shared/customers/customers.schemas';
import { renderWithProviders } from '../../../../test/render';
import { CustomersPage } from './customers-page';
import { preloadCustomerForm } from './customer-dialog';

// The app starts loading the form when the pointer reaches the button that opens it: so do these tests, once.
beforeAll(preloadCustomerForm);

afterEach(() => vi.unstubAllGlobals());

const customer = (id: number, name: string, extra: Partial<CustomerListItem> = {}): CustomerListItem => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: null,
  address: null,
  notes: null,
  accessToken: `token-${id}`,
  createdAt: '2024-03-05T10:00:00.000Z',
  unsubscribedAt: null,
  paid: '0.00',
  pending: '0.00',
  invoiceCount: 0,
  ...extra,
});

/** A fake API: the list answers `list(url)`; other calls answer from `routes` by method and path. */
function stubApi(list: (url: URL) => CustomerListItem[], routes: Record<string, () => Response> = {}) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (routes[key]) return routes[key]();
    if (key === 'GET /api/user') return Response.json({ message: 'Unauthorized' }, { status: 401 });
    if (key === 'GET /api/customers/summary') return Response.json({ total: 3, active: 2 });
    if (key === 'GET /api/customers') {
      const items = list(url);
      return Response.json(items, { headers: { 'X-Total-Count': String(items.length) } });
    }
    throw new Error(`unexpected call ${key}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderPage = (route = '/customers') =>
  renderWithProviders(
    <>
      <CustomersPage />
      <Toaster />
    </>,
    { route },
  );

describe('CustomersPage', () => {
  it('shows the counts, the rows with their sums, and searches on the server after a pause', async () => {
    const fetch = stubApi((url) =>
      url.searchParams.get('search') === 'bo'
        ? [customer(2, 'Bo')]
        : [customer(1, 'Ana', { paid: '1234.5', pending: '20.00', invoiceCount: 2 }), customer(2, 'Bo')],
    );
    renderPage();
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(screen.getByText('Total Customers').parentElement).toHaveTextContent('3');
    expect(screen.getByText('Active Customers').parentElement).toHaveTextContent('2');
    expect(screen.getByText('67% of total')).toBeInTheDocument();
    const ana = screen.getByText('Ana').closest('tr')!;
    expect(ana).toHaveTextContent('$1,234.50');
    expect(ana).toHaveTextContent('$20.00');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'bo');
    await waitFor(() => expect(screen.queryByText('Ana')).not.toBeInTheDocument());
    const searches = fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('search='));
    expect(searches).toEqual(['/api/customers?search=bo&limit=20&offset=0']);
  });

  it('says a search total counted only up to a cap as "at least", and keeps Next open', async () => {
    const page = Array.from({ length: 20 }, (_, i) => customer(i + 1, `Pat ${i + 1}`));
    const fetch = stubApi(() => [], {
      'GET /api/customers': () =>
        Response.json(page, { headers: { 'X-Total-Count': '500', 'X-Total-Count-Exact': 'false' } }),
    });
    renderPage();
    expect(await screen.findByText('Page 1 of 25+ · 500+ customers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 25+ · 500+ customers')).toBeInTheDocument());
    expect(fetch.mock.calls.map(([u]) => String(u))).toContain('/api/customers?limit=20&offset=20');
  });

  it('says when there are no customers, and when a search finds none', async () => {
    stubApi(() => []);
    renderPage();
    expect(await screen.findByText('No customers yet')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'zed');
    expect(await screen.findByText('No customers match “zed”')).toBeInTheDocument();
  });

  it('confirms a delete and shows why the server refused it', async () => {
    const conflict = () => Response.json({ message: CUSTOMER_IN_USE_MESSAGE }, { status: 409 });
    stubApi(() => [customer(1, 'Ana')], { 'DELETE /api/customers/1': conflict });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Ana' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Customer' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this customer?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete customer')).toBeInTheDocument();
    expect(screen.getByText(CUSTOMER_IN_USE_MESSAGE)).toBeInTheDocument();
  });

  it('copies the absolute portal link', async () => {
    const user = userEvent.setup();
    stubApi(() => [customer(7, 'Ana')]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Portal' }));
    expect(await screen.findByText('Portal link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/customer/token-7`);
  });

  it('opens the add dialog from ?new=1 and checks the form with the specified messages', async () => {
    const create = vi.fn(() => Response.json(customer(9, 'Cy'), { status: 201 }));
    stubApi(() => [], { 'POST /api/customers': create });
    renderPage('/customers?new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    // The form loads with the dialog, not with the list.
    await userEvent.type(await within(dialog).findByLabelText('Email'), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Cy');
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('Customer created successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
