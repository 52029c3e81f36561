import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleServices } from '../../../../test/client-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { QuoteForm } from './quote-form';

afterEach(() => vi.unstubAllGlobals());

const customers = [{ id: 7, name: 'Acme Pools', email: 'billing@acme.test' }];
const item = (index: number) => within(screen.getAllByTestId('quote-item')[index]);

describe('QuoteForm lines from services', () => {
  it('picks a service by keyboard, filling the line, without submitting the form', async () => {
    const fetch = mockApi({
      'GET /api/services': () => Response.json(sampleServices),
      'GET /api/customers': () => Response.json(customers),
      'POST /api/quotes': ({ body }) => Response.json({ id: 1, ...(body as object) }, { status: 201 }),
    });
    const onSaved = vi.fn();
    renderWithProviders(<QuoteForm onSaved={onSaved} />);

    const picker = await item(0).findByRole('combobox', { name: 'Service' });
    await userEvent.click(picker);
    await userEvent.keyboard('{Escape}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(picker, 'chem');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    expect(picker).toHaveValue('Chemical Balancing');
    expect(item(0).getByLabelText('Description')).toHaveValue('Chemical Balancing');
    expect(item(0).getByLabelText('Rate ($)')).toHaveValue(33.33);
    expect(callsTo(fetch, 'POST /api/quotes')).toHaveLength(0);

    // A second line from a service with no base rate keeps the rate typed for it.
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    await userEvent.type(item(1).getByLabelText('Rate ($)'), '120');
    await userEvent.click(item(1).getByRole('combobox', { name: 'Service' }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(item(1).getByLabelText('Description')).toHaveValue('Pool Remodel Consultation');
    expect(item(1).getByLabelText('Rate ($)')).toHaveValue(120);
    await userEvent.type(item(1).getByLabelText('Description'), ', two visits');
    expect(screen.getByTestId('quote-amount')).toHaveTextContent('$153.33');

    await userEvent.click(screen.getByLabelText('Customer'));
    await userEvent.click(await screen.findByRole('option', { name: /Acme Pools/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Quote' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [call] = callsTo(fetch, 'POST /api/quotes');
    expect(call.body).toMatchObject({
      amount: 153.33,
      items: [
        { serviceId: 11, description: 'Chemical Balancing', quantity: 1, rate: 33.33 },
        { serviceId: 12, description: 'Pool Remodel Consultation, two visits', quantity: 1, rate: 120 },
      ],
    });
  });

  it('puts the server message about a service under its line', async () => {
    mockApi({
      'GET /api/services': () => Response.json(sampleServices),
      'GET /api/customers': () => Response.json(customers),
      'POST /api/quotes': () =>
        Response.json(
          {
            message: 'Please choose one of your services',
            fields: { 'items.0.serviceId': 'Please choose one of your services' },
          },
          { status: 400 },
        ),
    });
    renderWithProviders(<QuoteForm onSaved={vi.fn()} />);
    await userEvent.click(await item(0).findByRole('combobox', { name: 'Service' }));
    await userEvent.click(screen.getByRole('option', { name: /Weekly Pool Cleaning/ }));
    await userEvent.click(screen.getByLabelText('Customer'));
    await userEvent.click(await screen.findByRole('option', { name: /Acme Pools/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Quote' }));

    expect(await item(0).findByText('Please choose one of your services')).toBeInTheDocument();
    expect(item(0).getByRole('combobox', { name: 'Service' })).toHaveAttribute('aria-invalid', 'true');
  });
});
