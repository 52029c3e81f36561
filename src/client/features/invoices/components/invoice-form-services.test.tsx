import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleServices } from '../../../../test/client-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { invoiceFixture } from '../invoice-fixtures';
import { InvoiceForm } from './invoice-form';

afterEach(() => vi.unstubAllGlobals());

const customers = [{ id: 7, name: 'Acme Pools', email: 'billing@acme.test', phone: null }];
const item = (index: number) => within(screen.getAllByTestId('invoice-item')[index]);

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('InvoiceForm lines from services', () => {
  it('fills a line from the picked service, keeps it editable, and sends the service with it', async () => {
    const fetch = mockApi({
      'GET /api/services': () => Response.json(sampleServices),
      'GET /api/customers': () => Response.json(customers),
      'POST /api/invoices': () => Response.json(invoiceFixture(), { status: 201 }),
    });
    const onSaved = vi.fn();
    renderWithProviders(<InvoiceForm onSaved={onSaved} />);

    const picker = await item(0).findByRole('combobox', { name: 'Service' });
    await userEvent.click(picker);
    await userEvent.click(screen.getByRole('option', { name: /Weekly Pool Cleaning/ }));
    expect(picker).toHaveValue('Weekly Pool Cleaning');
    expect(item(0).getByLabelText('Description')).toHaveValue('Weekly Pool Cleaning — Skim, brush and vacuum');
    expect(item(0).getByLabelText('Rate ($)')).toHaveValue(85);
    expect(screen.getByLabelText('Amount of item 1')).toHaveTextContent('$85.00');

    await typeInto(item(0).getByLabelText('Rate ($)'), '80');
    await typeInto(item(0).getByLabelText('Quantity'), '2');
    expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent('$160.00');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    await userEvent.type(item(1).getByLabelText('Description'), 'Chlorine tablets');
    await typeInto(item(1).getByLabelText('Rate ($)'), '12');

    await userEvent.click(screen.getByLabelText('Customer'));
    await userEvent.click(await screen.findByRole('option', { name: /Acme Pools/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [call] = callsTo(fetch, 'POST /api/invoices');
    expect(call.body.items).toEqual([
      { serviceId: 13, description: 'Weekly Pool Cleaning — Skim, brush and vacuum', quantity: 2, rate: 80 },
      { description: 'Chlorine tablets', quantity: 1, rate: 12 },
    ]);
    expect(call.body.total).toBe('172.00');
    // One read of the services for every line.
    expect(callsTo(fetch, 'GET /api/services')).toHaveLength(1);
  });

  it('shows the service of a draft being edited, and lets the line go back to free text', async () => {
    const fetch = mockApi({
      'GET /api/services': () => Response.json(sampleServices),
      'PUT /api/invoices/1': () => Response.json(invoiceFixture()),
    });
    const onSaved = vi.fn();
    const items = [{ serviceId: 11, description: 'Balancing', quantity: 1, rate: '30.00', amount: '30.00' }];
    renderWithProviders(<InvoiceForm invoice={invoiceFixture({ items })} onSaved={onSaved} />);

    const picker = await item(0).findByRole('combobox', { name: 'Service' });
    expect(picker).toHaveValue('Chemical Balancing');
    await userEvent.click(picker);
    await userEvent.click(screen.getByRole('option', { name: /No service/ }));
    expect(picker).toHaveValue('');
    expect(item(0).getByLabelText('Description')).toHaveValue('Balancing');

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [call] = callsTo(fetch, 'PUT /api/invoices/1');
    expect(call.body.items).toEqual([{ description: 'Balancing', quantity: 1, rate: 30 }]);
  });

  it('has no picker when the company has no services, and points to where they are added', async () => {
    mockApi({ 'GET /api/services': () => Response.json([]) });
    renderWithProviders(<InvoiceForm onSaved={vi.fn()} />);
    expect(await screen.findByRole('link', { name: 'Company page' })).toHaveAttribute('href', '/company#services');
    expect(screen.queryByRole('combobox', { name: 'Service' })).not.toBeInTheDocument();
    expect(item(0).getByLabelText('Description')).toBeEnabled();
  });
});
