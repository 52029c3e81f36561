import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetDrafts } from '@client/lib/forget-drafts';
import { sampleOwner } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { invoiceFixture } from '../invoice-fixtures';
import { InvoiceForm } from './invoice-form';

afterEach(() => {
  forgetDrafts();
  vi.unstubAllGlobals();
});

const acme = { id: 7, name: 'Acme Pools', email: 'billing@acme.test', phone: null };
const open = (onSaved = vi.fn()) => ({
  onSaved,
  ...renderWithProviders(<InvoiceForm onSaved={onSaved} />, { user: sampleOwner }),
});
const item = () => within(screen.getAllByTestId('invoice-item')[0]!);
const pause = () => act(() => new Promise((done) => setTimeout(done, 700))); // the typing pauses: the draft is kept

describe('InvoiceForm auto-save', () => {
  it('puts a half-typed invoice back, customer and all, until it is discarded', async () => {
    mockApi({
      'GET /api/customers': () => Response.json([acme]),
      'GET /api/customers/7': () => Response.json(acme),
    });
    const first = open();
    expect(screen.queryByText('Draft restored: your unsaved changes are back.')).toBeNull();
    await userEvent.click(screen.getByLabelText('Customer'));
    await userEvent.click(await screen.findByRole('option', { name: /Acme Pools/ }));
    await userEvent.type(item().getByLabelText('Description'), 'Spring clean-up');
    await pause();
    first.unmount();

    open();
    expect(await screen.findByText('Draft restored: your unsaved changes are back.')).toBeInTheDocument();
    expect(item().getByLabelText('Description')).toHaveValue('Spring clean-up');
    expect(screen.getByLabelText('Customer Name')).toHaveValue('Acme Pools');
    await vi.waitFor(() => expect(screen.getByLabelText('Customer')).toHaveValue('Acme Pools'));

    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(item().getByLabelText('Description')).toHaveValue('');
    expect(screen.getByLabelText('Customer')).toHaveValue('');
    expect(screen.queryByText('Draft restored: your unsaved changes are back.')).toBeNull();
  });

  it('forgets the draft once the invoice is saved', async () => {
    const fetch = mockApi({
      'GET /api/customers': () => Response.json([acme]),
      'GET /api/customers/7': () => Response.json(acme),
      'POST /api/invoices': () => Response.json(invoiceFixture(), { status: 201 }),
    });
    const first = open();
    await userEvent.click(screen.getByLabelText('Customer'));
    await userEvent.click(await screen.findByRole('option', { name: /Acme Pools/ }));
    await userEvent.type(item().getByLabelText('Description'), 'Weekly pool cleaning');
    await userEvent.type(item().getByLabelText('Rate ($)'), '75');
    await pause();
    await userEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await vi.waitFor(() => expect(first.onSaved).toHaveBeenCalled());
    expect(callsTo(fetch, 'POST /api/invoices')).toHaveLength(1);
    first.unmount();

    open();
    expect(item().getByLabelText('Description')).toHaveValue('');
    expect(screen.queryByText('Draft restored: your unsaved changes are back.')).toBeNull();
  });
});
