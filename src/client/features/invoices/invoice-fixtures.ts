import { vi } from 'vitest';
import type { Invoice } from '@shared/invoices/invoices.schemas';

export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 1,
    invoiceNumber: 'INV-0001',
    customerId: 7,
    customerName: 'Acme Pools',
    customerEmail: 'billing@acme.test',
    notes: null,
    amount: '150.00',
    subtotal: '150.00',
    tax: '0.00',
    discount: '0.00',
    total: '150.00',
    dueDate: '2024-04-04',
    terms: 'Payment is due within 30 days of the invoice date.',
    paymentInstructions: 'Please pay by check or bank transfer.',
    status: 'draft',
    createdAt: '2024-03-05T15:00:00.000Z',
    sentDate: null,
    viewedDate: null,
    paidDate: null,
    paymentMethod: null,
    emailsSent: 0,
    remindersSent: 0,
    lastReminderSent: null,
    delivery: null,
    items: [{ description: 'Weekly pool cleaning', quantity: 2, rate: '75.00', amount: '150.00' }],
    ...overrides,
  };
}

type Handler = (request: { url: URL; body: unknown }) => Response;

/** Stubs fetch with handlers keyed `METHOD /path` (query left out); anything else answers 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler ? handler({ url, body }) : Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls made to `METHOD /path`, with their parsed bodies. */
export function callsTo(fetch: ReturnType<typeof mockApi>, key: string) {
  return fetch.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}` === key)
    .map(([input, init]) => ({
      url: new URL(input, 'http://localhost'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }));
}
