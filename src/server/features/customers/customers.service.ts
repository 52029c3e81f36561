import { AppError } from '../../../shared/app-error';
import {
  CUSTOMER_IN_USE_MESSAGE,
  type CustomerListQuery,
  customerMessages,
  type Customer,
  type customerInputSchema,
} from '../../../shared/customers/customers.schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { decodeCursor } from '../../lib/list-page';
import { newToken } from '../../lib/tokens';
import { findCustomerPage } from './customer-json.queries';
import * as q from './customers.queries';

export type CustomerValues = z.output<typeof customerInputSchema>;

export function toCustomer(c: q.CustomerRow): Customer {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    address: c.address,
    notes: c.notes,
    accessToken: c.accessToken,
    createdAt: c.createdAt.toISOString(),
    unsubscribedAt: c.unsubscribedAt?.toISOString() ?? null,
  };
}

/**
 * A page of the company's customers by name as the JSON text of the API's array, at an offset or after a cursor
 * (400 for a bad one), with the total: the company's kept count, or a search's matches counted up to the cap.
 */
export async function listCustomers(db: Db, companyId: number, query: CustomerListQuery) {
  const after = decodeCursor('customers', query);
  const { limit, offset } = query;
  return findCustomerPage(db, { companyId, search: query.search || undefined, limit, offset, after });
}

/** The cards of /customers: every customer, and those with an invoice (active), from the kept counts. */
export async function getCustomerSummary(db: Db, companyId: number) {
  return q.findCustomerTotals(db, { companyId });
}

/** A customer of the company, or undefined: other features check the customer a document is for. */
export const findCompanyCustomer = (db: Db, companyId: number, id: number) => q.findCustomer(db, { companyId, id });

/** The company's customer with this e-mail address (any case), or undefined: a lead becomes them when converted. */
export async function findCustomerByEmail(db: Db, companyId: number, email: string) {
  const row = await q.findCustomerByEmail(db, { companyId, email });
  return row && toCustomer(row);
}

export async function getCustomer(db: Db, companyId: number, id: number) {
  const customer = await q.findCustomer(db, { companyId, id });
  if (!customer) throw new AppError('NOT_FOUND', customerMessages.notFound);
  return toCustomer(customer);
}

export async function createCustomer(db: Db, companyId: number, input: CustomerValues) {
  const [row] = await q.insertCustomers(db, [{ ...input, companyId, accessToken: newToken() }]);
  return toCustomer(row);
}

export async function updateCustomer(db: Db, companyId: number, id: number, input: CustomerValues) {
  const row = await q.updateCustomerRow(db, { companyId, id }, input);
  if (!row) throw new AppError('NOT_FOUND', customerMessages.notFound);
  return toCustomer(row);
}

/** A new portal link: the old one stops working at once. */
export async function regenerateAccessToken(db: Db, companyId: number, id: number) {
  const row = await q.updateCustomerRow(db, { companyId, id }, { accessToken: newToken() });
  if (!row) throw new AppError('NOT_FOUND', customerMessages.notFound);
  return toCustomer(row);
}

/** Deletes a customer nobody's invoices or quotes point at; otherwise 409 saying why. */
export async function deleteCustomer(db: Db, companyId: number, id: number) {
  const opts = { companyId, id };
  try {
    await db.transaction(async (tx) => {
      // The row lock waits for a document being created for this customer, so the check below sees it.
      if (!(await q.findCustomer(tx, { ...opts, forUpdate: true }))) {
        throw new AppError('NOT_FOUND', customerMessages.notFound);
      }
      if (await q.customerHasDocuments(tx, opts)) throw new AppError('CONFLICT', CUSTOMER_IN_USE_MESSAGE);
      await q.deleteCustomerRow(tx, opts);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', CUSTOMER_IN_USE_MESSAGE);
    throw error;
  }
}
