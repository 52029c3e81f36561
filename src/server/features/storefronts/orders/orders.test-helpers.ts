import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import {
  customers,
  landingPageProducts,
  platformTransactions,
  storefrontOrderLines,
  storefrontOrders,
} from '../../../db/schema';
import { seedTestPayoutAccount } from '../../../db/seed/factories';
import { seedLandingConfig, seedLandingProduct } from '../../../db/seed/storefront-factories';

export const GOOD_CARD = {
  cardholderName: 'Riley Buyer',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/40',
  cvv: '123',
};
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

let keys = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `order-key-${process.pid}-${++keys}`;

let addresses = 0;
/** A documentation-range address not used before in this process. */
export const nextAddress = () => `203.0.113.${(++addresses % 250) + 1}`;

/** A valid order form for `items`; `overrides` may make it invalid on purpose. */
export const orderForm = (
  items: { productId: number; quantity: number }[],
  overrides: Record<string, unknown> = {},
) => ({
  items,
  name: 'Riley Buyer',
  email: `buyer-${process.pid}-${++keys}@example.test`,
  phone: '555-0142',
  notes: 'Leave at the gate',
  card: GOOD_CARD,
  ...overrides,
});

/** The rows and calls the storefront order tests share, on the test app `app()` returns once it exists. */
export function orderTestApi(app: () => TestApp) {
  const db = () => app().db;

  /**
   * A signed-in owner with an active storefront (tier `tierName`), a payout account able to take cards (unless
   * `payouts` is false) and two products: a gift card of 25.00 with 10 in stock and a mowing voucher of 19.99 whose
   * stock is not counted.
   */
  async function shop(opts: { tierName?: string; payouts?: boolean; isActive?: boolean } = {}) {
    const owner = await signedInOwner(app());
    const companyId = owner.company.id;
    const config = await seedLandingConfig(db(), {
      companyId,
      tierName: opts.tierName ?? 'basic',
      isActive: opts.isActive ?? true,
    });
    const account = opts.payouts === false ? null : await seedTestPayoutAccount(db(), { companyId });
    const gift = await seedLandingProduct(db(), {
      companyId,
      name: 'Gift card',
      price: '25.00',
      inventory: 10,
      sku: 'GC-25',
    });
    const voucher = await seedLandingProduct(db(), { companyId, name: 'Mowing voucher', price: '19.99' });
    return { ...owner, companyId, config, account, gift, voucher, subdomain: config.subdomain };
  }

  /** Each order from an address of its own (the per-address limit has a test of its own). */
  const place = (subdomain: string, payload: object, key: string | null = newKey(), remoteAddress = nextAddress()) =>
    app().app.inject({
      method: 'POST',
      url: `/api/landing/${subdomain}/orders`,
      headers: key === null ? {} : { 'idempotency-key': key },
      payload,
      remoteAddress,
    });

  const receipt = (subdomain: string, token: string) =>
    app().app.inject({ method: 'GET', url: `/api/landing/${subdomain}/orders/${token}` });

  const call = (method: 'GET' | 'POST', url: string, cookie: string) =>
    app().app.inject({ method, url, headers: { cookie } });

  const orderRows = (companyId: number) =>
    db().select().from(storefrontOrders).where(eq(storefrontOrders.companyId, companyId)).orderBy(storefrontOrders.id);

  const orderByToken = async (token: string) =>
    (await db().select().from(storefrontOrders).where(eq(storefrontOrders.publicToken, token)))[0]!;

  const linesOf = (orderId: number) =>
    db()
      .select()
      .from(storefrontOrderLines)
      .where(eq(storefrontOrderLines.orderId, orderId))
      .orderBy(storefrontOrderLines.id);

  const inventoryOf = async (productId: number) =>
    (await db().select().from(landingPageProducts).where(eq(landingPageProducts.id, productId)))[0]!.inventory;

  const feeRows = (orderId: number) =>
    db()
      .select()
      .from(platformTransactions)
      .where(eq(platformTransactions.storefrontOrderId, orderId))
      .orderBy(platformTransactions.id);

  const customersNamed = (companyId: number, email: string) =>
    db()
      .select()
      .from(customers)
      .where(and(eq(customers.companyId, companyId), eq(customers.email, email)));

  return { shop, place, receipt, call, orderRows, orderByToken, linesOf, inventoryOf, feeRows, customersNamed };
}
