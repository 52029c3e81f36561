import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { QuoteForm } from './quote-form';

afterEach(() => vi.unstubAllGlobals());

const customers = [{ id: 7, name: 'Acme Pools', email: 'billing@acme.test' }];
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Quote' }));
const item = (index: number) => within(screen.getAllByTestId('quote-item')[index]);

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('New Quote form', () => {
  it('shows the specified messages under the fields and sends nothing', async () => {
    const fetch = mockApi({});
    renderWithProviders(<QuoteForm onSaved={vi.fn()} />);
    expect(screen.getByLabelText('Valid Until')).toHaveValue(format(addDays(new Date(), 30), 'yyyy-MM-dd'));
    expect(item(0).getByLabelText('Quantity')).toHaveAttribute('step', '1');

    await submit();
    expect(await screen.findByText('Customer is required')).toBeInTheDocument();
    expect(item(0).getByText('Description is required')).toBeInTheDocument();
    expect(item(0).getByText('Rate must be positive')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer')).toHaveFocus();

    await typeInto(item(0).getByLabelText('Quantity'), '1.5');
    await typeInto(item(0).getByLabelText('Rate ($)'), '-2');
    await submit();
    expect(await item(0).findByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(item(0).getByText('Rate must be positive')).toBeInTheDocument();
    await typeInto(item(0).getByLabelText('Quantity'), '0');
    await submit();
    expect(await item(0).findByText('Quantity must be at least 1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    await submit();
    expect(await screen.findByText('At least one item is required')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/quotes')).toHaveLength(0);
  });

  it('shows the live total as the amount and sends it with the chosen customer', async () => {
    const fetch = mockApi({
      'GET /api/customers': () => Response.json(customers),
      'POST /api/quotes': ({ body }) => Response.json({ id: 1, ...(body as object) }, { status: 201 }),
    });
    const onSaved = vi.fn();
    renderWithProviders(<QuoteForm onSaved={onSaved} />);

    await userEvent.click(screen.getByLabelText('Customer'));
    await userEvent.click(await screen.findByRole('option', { name: /Acme Pools/ }));
    await userEvent.type(item(0).getByLabelText('Description'), 'Pool opening');
    await typeInto(item(0).getByLabelText('Quantity'), '2');
    await typeInto(item(0).getByLabelText('Rate ($)'), '12.50');
    expect(screen.getByLabelText('Amount of item 1')).toHaveTextContent('$25.00');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    await userEvent.type(item(1).getByLabelText('Description'), 'Chemicals');
    await typeInto(item(1).getByLabelText('Rate ($)'), '0.10');
    expect(screen.getByTestId('quote-amount')).toHaveTextContent('$25.10');

    await submit();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [call] = callsTo(fetch, 'POST /api/quotes');
    expect(call.body).toMatchObject({
      customerId: 7,
      amount: 25.1,
      items: [
        { description: 'Pool opening', quantity: 2, rate: 12.5 },
        { description: 'Chemicals', quantity: 1, rate: 0.1 },
      ],
    });
  });
});
