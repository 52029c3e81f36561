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
    amountPaid: '0.00',
    balanceDue: '150.00',
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
