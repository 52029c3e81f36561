import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_INVOICE_TEXTS } from '@shared/invoices/invoice-values';
import { companyQuery } from '@client/lib/company-lookup';
import { sampleCompany } from '../../../../test/client-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { invoiceFixture } from '../invoice-fixtures';
import { InvoiceForm } from './invoice-form';

afterEach(() => vi.unstubAllGlobals());

const customers = [{ id: 7, name: 'Acme Pools', email: 'billing@acme.test', phone: null }];

function renderForm(onSaved = vi.fn()) {
  renderWithProviders(<InvoiceForm onSaved={onSaved} />);
  return onSaved;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
const item = (index: number) => within(screen.getAllByTestId('invoice-item')[index]);

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('InvoiceForm', () => {
  it('starts with the specified defaults', () => {
    mockApi({});
    renderForm();
    expect(screen.getByLabelText('Terms')).toHaveValue('Payment is due within 30 days of the invoice date.');
    expect(screen.getByLabelText('Payment Instructions')).toHaveValue('Please pay by check or bank transfer.');
    const due = new Date();
    due.setDate(due.getDate() + 30);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(screen.getByLabelText('Due Date')).toHaveValue(
      `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`,
    );
    expect(item(0).getByLabelText('Quantity')).toHaveAttribute('step', '0.01');
  });

  it("starts the terms and payment instructions in the business's language", () => {
    mockApi({});
    renderWithProviders(<InvoiceForm onSaved={vi.fn()} />, {
      cached: [[companyQuery.queryKey, { ...sampleCompany, language: 'es' }]],
    });
    expect(screen.getByLabelText('Terms')).toHaveValue(DEFAULT_INVOICE_TEXTS.es.terms);
    expect(screen.getByLabelText('Payment Instructions')).toHaveValue(DEFAULT_INVOICE_TEXTS.es.paymentInstructions);
  });

  it('shows the specified messages under the fields and sends nothing', async () => {
    const fetch = mockApi({});
    renderForm();
    await submit();
    expect(await screen.findByText('Please select a customer')).toBeInTheDocument();
    expect(screen.getByText('Customer name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(item(0).getByText('Description is required')).toBeInTheDocument();
    expect(item(0).getByText('Rate cannot be negative')).toBeInTheDocument();

    await typeInto(item(0).getByLabelText('Quantity'), '0');
    await typeInto(screen.getByLabelText('Tax ($)'), '-1');
    await submit();
    expect(await item(0).findByText('Quantity must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Tax cannot be negative')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    await submit();
    expect(await screen.findByText('At least one item is required')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/invoices')).toHaveLength(0);
  });

  it('updates each amount, the subtotal and the total as the items are typed', async () => {
    mockApi({});
    renderForm();
    await typeInto(item(0).getByLabelText('Quantity'), '2');
    await typeInto(item(0).getByLabelText('Rate ($)'), '12.50');
    expect(screen.getByLabelText('Amount of item 1')).toHaveTextContent('$25.00');
    expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent('$25.00');

    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    await typeInto(item(1).getByLabelText('Quantity'), '1.5');
    await typeInto(item(1).getByLabelText('Rate ($)'), '10');
    expect(screen.getByLabelText('Amount of item 2')).toHaveTextContent('$15.00');
    expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent('$40.00');

    await typeInto(screen.getByLabelText('Tax ($)'), '3.20');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$43.20');
    await typeInto(screen.getByLabelText('Discount ($)'), '50');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$0.00');
  });

  it('fills the customer from the picker, posts the invoice and puts server messages on their fields', async () => {
    let answer = Response.json(
      { message: 'Valid email is required', fields: { customerEmail: 'Valid email is required' } },
      { status: 400 },
    );
    const fetch = mockApi({
      'GET /api/customers': () => Response.json(customers),
      'POST /api/invoices': () => answer,
    });
    const onSaved = renderForm();

    await userEvent.click(screen.getByLabelText('Customer'));
    await userEvent.click(await screen.findByRole('option', { name: /Acme Pools/ }));
    expect(screen.getByLabelText('Customer Name')).toHaveValue('Acme Pools');
    expect(screen.getByLabelText('Customer Email')).toHaveValue('billing@acme.test');
    await userEvent.type(item(0).getByLabelText('Description'), 'Weekly pool cleaning');
    await typeInto(item(0).getByLabelText('Rate ($)'), '75');

    await submit();
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer Email')).toHaveAttribute('aria-invalid', 'true');

    answer = Response.json(invoiceFixture(), { status: 201 });
    await submit();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, second] = callsTo(fetch, 'POST /api/invoices');
    expect(second.body).toMatchObject({
      customerId: 7,
      customerName: 'Acme Pools',
      customerEmail: 'billing@acme.test',
      items: [{ description: 'Weekly pool cleaning', quantity: 1, rate: 75 }],
      tax: 0,
      discount: 0,
      subtotal: '75.00',
      total: '75.00',
    });
  });
});
