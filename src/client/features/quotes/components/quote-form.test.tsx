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

  it('asks a deposit as a percentage or a fixed amount, shown for the live total and held to it', async () => {
    const fetch = mockApi({
      'GET /api/customers': () => Response.json(customers),
      'POST /api/quotes': ({ body }) => Response.json({ id: 1, ...(body as object) }, { status: 201 }),
    });
    const onSaved = vi.fn();
    renderWithProviders(<QuoteForm onSaved={onSaved} />);
    await userEvent.click(screen.getByLabelText('Customer'));
    await userEvent.click(await screen.findByRole('option', { name: /Acme Pools/ }));
    await userEvent.type(item(0).getByLabelText('Description'), 'Pool opening');
    await typeInto(item(0).getByLabelText('Rate ($)'), '25.10');
    expect(screen.queryByLabelText('Deposit (%)')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Deposit'), 'Percentage of the amount');
    await userEvent.type(screen.getByLabelText('Deposit (%)'), '25');
    // 25 % of 25.10 is 6.275: half a cent rounds up, as on the server.
    expect(screen.getByText('Deposit due on acceptance: $6.28')).toBeInTheDocument();
    await typeInto(screen.getByLabelText('Deposit (%)'), '120');
    await submit();
    expect(await screen.findByText('The deposit percentage must be between 1 and 100')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Deposit'), 'Fixed amount');
    await typeInto(screen.getByLabelText('Deposit amount ($)'), '30');
    await submit();
    expect(await screen.findByText("The deposit cannot be more than the quote's amount")).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/quotes')).toHaveLength(0);

    await typeInto(screen.getByLabelText('Deposit amount ($)'), '10.00');
    await submit();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callsTo(fetch, 'POST /api/quotes')[0].body).toMatchObject({
      amount: 25.1,
      depositType: 'fixed',
      depositValue: '10.00',
    });
  });
});
