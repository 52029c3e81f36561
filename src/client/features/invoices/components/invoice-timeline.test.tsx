import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceTimeline as Timeline } from '@shared/invoices/invoice-timeline.schemas';
import { switchLanguage } from '@client/i18n/i18n';
import { renderWithProviders } from '../../../../test/render';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { invoiceFixture } from '../invoice-fixtures';
import { InvoiceDetailsDialog } from './invoice-details-dialog';
import { InvoiceTimeline } from './invoice-timeline';

afterEach(() => vi.unstubAllGlobals());

const sent = invoiceFixture({
  status: 'sent',
  sentDate: '2024-03-05T15:05:00.000Z',
  delivery: { status: 'sent', error: null, to: 'billing@acme.test' },
});

// Chicago is UTC-6 until March 10, 2024, then UTC-5: the times below are the business's, not UTC's or the test's.
const timeline: Timeline = {
  timeZone: 'America/Chicago',
  events: [
    { kind: 'created', at: '2024-03-05T15:00:00.000Z', title: 'Invoice created' },
    { kind: 'sent', at: '2024-03-05T15:05:00.000Z', title: 'Invoice sent', detail: 'Delivered to billing@acme.test' },
    {
      kind: 'viewed',
      at: '2024-03-06T03:30:00.000Z',
      title: 'Viewed by the customer',
      detail: 'First opened in the customer portal',
    },
    { kind: 'reminded', at: '2024-03-11T14:00:00.000Z', title: 'Payment reminder sent', detail: 'Delivered to x' },
  ],
};
const payment = {
  kind: 'payment' as const,
  at: '2024-03-12T12:00:00.000Z',
  title: 'Payment of $150.00 received',
  detail: 'Check · Ref. 1042',
  dateOnly: true,
};

const itemsOf = (region: HTMLElement) => within(within(region).getByRole('list')).getAllByRole('listitem');

describe('InvoiceTimeline', () => {
  it('shows a skeleton, then each event in order with its time in the business time zone', async () => {
    mockApi({
      'GET /api/invoices/1/timeline': () => Response.json({ ...timeline, events: [...timeline.events, payment] }),
    });
    renderWithProviders(<InvoiceTimeline invoice={sent} />);
    expect(screen.getByTestId('invoice-timeline-loading')).toBeInTheDocument();

    const region = screen.getByRole('region', { name: 'Timeline' });
    await within(region).findByRole('list');
    expect(screen.queryByTestId('invoice-timeline-loading')).not.toBeInTheDocument();
    const items = itemsOf(region);
    expect(items.map((li) => li.textContent)).toEqual([
      'Invoice createdMar 05, 2024, 9:00 AM',
      'Invoice sentDelivered to billing@acme.testMar 05, 2024, 9:05 AM',
      'Viewed by the customerFirst opened in the customer portalMar 05, 2024, 9:30 PM',
      'Payment reminder sentDelivered to xMar 11, 2024, 9:00 AM',
      // Known by its day only: no time of day is made up.
      'Payment of $150.00 receivedCheck · Ref. 1042Mar 12, 2024',
    ]);
    expect(within(items[2]).getByText('Mar 05, 2024, 9:30 PM')).toHaveAttribute('datetime', '2024-03-06T03:30:00.000Z');
  });

  it('says so when the timeline cannot be loaded, and tries again', async () => {
    let failing = true;
    const fetch = mockApi({
      'GET /api/invoices/1/timeline': () =>
        failing ? Response.json({ message: 'Something went wrong.' }, { status: 500 }) : Response.json(timeline),
    });
    renderWithProviders(<InvoiceTimeline invoice={sent} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the timeline just now.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment reminder sent')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/invoices/1/timeline')).toHaveLength(2);
  });

  it('reads the timeline again once a payment is recorded in the details', async () => {
    let events = timeline.events;
    const paid = { ...sent, status: 'paid' as const, amountPaid: '150.00', balanceDue: '0.00' };
    const fetch = mockApi({
      'GET /api/invoices/1': () => Response.json(sent),
      'GET /api/invoices/1/timeline': () => Response.json({ ...timeline, events }),
      'GET /api/invoices/1/payments': () => Response.json([]),
      'POST /api/invoices/1/payments': () => {
        events = [...timeline.events, payment];
        return Response.json({ payment: {}, invoice: paid }, { status: 201 });
      },
    });
    renderWithProviders(<InvoiceDetailsDialog invoiceId={1} onClose={vi.fn()} onEdit={vi.fn()} />);
    const region = await screen.findByRole('region', { name: 'Timeline' });
    await within(region).findByText('Payment reminder sent');
    expect(within(region).queryByText('Payment of $150.00 received')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'check');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    expect(await within(region).findByText('Payment of $150.00 received')).toBeInTheDocument();
    expect(itemsOf(region)).toHaveLength(5);
    expect(callsTo(fetch, 'GET /api/invoices/1/timeline')).toHaveLength(2);
  });
});

describe('InvoiceTimeline in the language of the app', () => {
  afterEach(() => switchLanguage('en'));

  it('shows the events and each part of their details in Spanish, the owner’s own text as written', async () => {
    await switchLanguage('es');
    const refund = {
      kind: 'refund' as const,
      at: '2024-03-13T15:00:00.000Z',
      title: 'Refunded $50.00',
      detail: 'Visa ending in 4242 · Customer changed plans · Recorded by Dana Reyes',
    };
    mockApi({
      'GET /api/invoices/1/timeline': () =>
        Response.json({ ...timeline, events: [timeline.events[1], payment, refund] }),
    });
    renderWithProviders(<InvoiceTimeline invoice={sent} />);
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Factura enviada')).toBeInTheDocument();
    expect(within(list).getByText('Entregado a billing@acme.test')).toBeInTheDocument();
    expect(within(list).getByText('Pago de $150.00 recibido')).toBeInTheDocument();
    expect(within(list).getByText('Cheque · Ref. 1042')).toBeInTheDocument();
    expect(within(list).getByText('Reembolso de $50.00')).toBeInTheDocument();
    expect(
      within(list).getByText('Visa terminada en 4242 · Customer changed plans · Registrado por Dana Reyes'),
    ).toBeInTheDocument();
  });
});
