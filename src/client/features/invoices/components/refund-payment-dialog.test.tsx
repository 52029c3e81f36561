import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceTimeline } from '@shared/invoices/invoice-timeline.schemas';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import type { Payment } from '@shared/payments/payments.schemas';
import { refundMessages } from '@shared/payments/refunds.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { invoiceFixture } from '../invoice-fixtures';
import { InvoiceDetailsDialog } from './invoice-details-dialog';

afterEach(() => vi.unstubAllGlobals());

const paid = invoiceFixture({
  status: 'paid',
  sentDate: '2024-03-05T15:05:00.000Z',
  paidDate: '2024-03-12T15:00:00.000Z',
  paymentMethod: 'card',
  amountPaid: '150.00',
  balanceDue: '0.00',
});
const byCard: Payment = {
  id: 5,
  invoiceId: 1,
  amount: '150.00',
  refundedAmount: '0.00',
  method: 'card',
  provider: 'test',
  status: 'succeeded',
  cardBrand: 'visa',
  cardLast4: '4242',
  reference: null,
  paidAt: '2024-03-12T15:00:00.000Z',
  recordedBy: null,
};
const byCash: Payment = { ...byCard, method: 'cash', provider: null, cardBrand: null, cardLast4: null };
const timeline: InvoiceTimeline = {
  timeZone: 'America/Chicago',
  events: [{ kind: 'created', at: '2024-03-05T15:00:00.000Z', title: 'Invoice created' }],
};

type RefundHandler = (body: { amount: string; reason?: string }) => Response | Promise<Response>;

/** The details' reads, as the server would answer them now, and the refund route's answer. */
function api(payment: Payment, onRefund: RefundHandler) {
  const state = { invoice: paid as Invoice, payments: [payment], timeline };
  const fetch = mockApi({
    'GET /api/invoices/1': () => Response.json(state.invoice),
    'GET /api/invoices/1/payments': () => Response.json(state.payments),
    'GET /api/invoices/1/timeline': () => Response.json(state.timeline),
    'POST /api/invoices/1/payments/5/refunds': ({ body }) => onRefund(body as never) as Response,
  });
  const keys = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']);
  return { state, fetch, keys };
}

async function openRefund() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <InvoiceDetailsDialog invoiceId={1} onClose={vi.fn()} onEdit={vi.fn()} />
      <Toaster />
    </>,
  );
  const payments = await screen.findByRole('region', { name: 'Payments' });
  await user.click(within(payments).getByRole('button', { name: /^Refund the payment of \$150\.00/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund Payment' });
  return { user, dialog, amount: within(dialog).getByLabelText('Amount') };
}

describe('RefundPaymentDialog', () => {
  it('refunds part of a card payment: checks the amount, says what will happen, then refreshes the invoice', async () => {
    let answer = () => {};
    const { state, fetch, keys } = api(byCard, (body) => {
      state.invoice = { ...paid, status: 'sent', paidDate: null, amountPaid: '137.50', balanceDue: '12.50' };
      state.payments = [{ ...byCard, refundedAmount: body.amount }];
      state.timeline = {
        ...timeline,
        events: [...timeline.events, { kind: 'refund', at: '2024-03-20T15:00:00.000Z', title: 'Refunded $12.50' }],
      };
      const refund = { id: 9, paymentId: 5, amount: body.amount, reason: body.reason ?? null, refundedAt: '' };
      return new Promise((resolve) => {
        answer = () =>
          resolve(Response.json({ refund, payment: state.payments[0], invoice: state.invoice }, { status: 201 }));
      });
    });
    const { user, dialog, amount } = await openRefund();
    expect(amount).toHaveValue('150.00');
    expect(dialog).toHaveTextContent(
      '$150.00 goes back to the card ending in 4242. The platform fee on this payment is given back in proportion.',
    );
    const submit = () => within(dialog).getByRole('button', { name: /^Refund/ });
    expect(submit()).toHaveTextContent('Refund $150.00');

    await user.clear(amount);
    await user.type(amount, '150.01');
    await user.click(submit());
    expect(await within(dialog).findByText(refundMessages.overRefund)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(submit());
    expect(await within(dialog).findByText('The amount must be at least $0.01')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/invoices/1/payments/5/refunds')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '12.50');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Visit cancelled');
    expect(submit()).toHaveTextContent('Refund $12.50');
    await user.click(submit());
    const pending = await within(dialog).findByRole('button', { name: 'Refunding...' });
    expect(pending).toBeDisabled();
    answer();

    expect(await screen.findByText('Refund issued', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund Payment' })).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST /api/invoices/1/payments/5/refunds').map((c) => c.body)).toEqual([
      { amount: '12.50', reason: 'Visit cancelled' },
    ]);
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText('Refunded $12.50')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Timeline' });
    expect(await within(region).findByText('Refunded $12.50')).toBeInTheDocument();
    expect(screen.getByText('Sent', { selector: 'span' })).toBeInTheDocument();
  });

  it("records a cash refund, shows the server's messages, and keeps the key only when no answer came", async () => {
    let outcome: 'field' | 'provider' | 'lost' | 'ok' = 'field';
    const { fetch, keys } = api(byCash, (body) => {
      if (outcome === 'field') {
        return Response.json(
          { message: refundMessages.overRefund, fields: { amount: refundMessages.overRefund } },
          { status: 400 },
        );
      }
      if (outcome === 'provider') return Response.json({ message: refundMessages.providerFailed }, { status: 502 });
      if (outcome === 'lost') throw new TypeError('Failed to fetch');
      const refund = { id: 9, paymentId: 5, amount: body.amount, reason: null, refundedAt: '' };
      return Response.json({ refund, payment: byCash, invoice: paid }, { status: 201 });
    });
    const { user, dialog } = await openRefund();
    expect(dialog).toHaveTextContent(
      'Nothing is sent to a card: this records that you gave $150.00 back yourself (Cash).',
    );
    const submit = () => within(dialog).getByRole('button', { name: /^Refund/ });

    await user.click(submit());
    expect(await within(dialog).findByText(refundMessages.overRefund)).toBeInTheDocument();
    outcome = 'provider';
    await user.click(submit());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refundMessages.providerFailed);
    outcome = 'lost';
    await user.click(submit());
    await waitFor(() => expect(keys()).toHaveLength(3));
    await waitFor(() => expect(submit()).toBeEnabled());
    outcome = 'ok';
    await user.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund Payment' })).not.toBeInTheDocument());

    const [afterField, afterProvider, lost, retried] = keys();
    // Refused (nothing done): a new attempt, a new key. No answer: the same attempt again, the same key.
    expect(new Set([afterField, afterProvider, lost]).size).toBe(3);
    expect(retried).toBe(lost);
    expect(callsTo(fetch, 'POST /api/invoices/1/payments/5/refunds')).toHaveLength(4);
  });

  it('offers no refund of a payment refunded in full, and says so', async () => {
    const refunded = { ...byCard, refundedAmount: '150.00', status: 'refunded' as const };
    api(refunded, () => Response.json({}, { status: 500 }));
    renderWithProviders(<InvoiceDetailsDialog invoiceId={1} onClose={vi.fn()} onEdit={vi.fn()} />);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('Refunded in full')).toBeInTheDocument();
    expect(within(payments).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
  });
});
