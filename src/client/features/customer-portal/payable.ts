import { toCents } from '@shared/money';

const UNPAID = ['sent', 'viewed', 'overdue'];

/** Sent, viewed or overdue, partly paid included: what Pay Now is offered on. */
export const isPayable = (invoice: { status: string; balanceDue: string }) =>
  UNPAID.includes(invoice.status) && toCents(invoice.balanceDue) > 0;
