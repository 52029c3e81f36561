import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../../test/app';
import { signIn } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { TEST_ADMIN } from '../../../../test/test-env';
import { merchandiseOrders, notifications } from '../../../db/schema';
import { seedMerchandiseOrder } from '../../../db/seed/factories';

type OrderOverrides = Omit<Parameters<typeof seedMerchandiseOrder>[1], 'companyId'>;
type Owner = Awaited<ReturnType<typeof signedInOwner>>;
let payments = 0;

/** Shorthands the fulfilment tests share: the administrator, an owner's order in a status, a move, what it wrote. */
export function fulfilmentHelpers(t: TestApp) {
  let adminCookie: string | undefined;
  const admin = async () => (adminCookie ??= await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password));

  /**
   * An owner (a new one, or the one given) and one of their orders, paid by card in test mode (2 yard signs, 25.98)
   * unless overridden.
   */
  async function ownerWithOrder(overrides: OrderOverrides = {}, existing?: Owner) {
    const owner = existing ?? (await signedInOwner(t));
    const order = await seedMerchandiseOrder(t.db, {
      companyId: owner.company.id,
      userId: owner.user.id,
      provider: 'test',
      providerPaymentId: `pay_test_fulfilment_${Date.now()}_${++payments}`,
      cardBrand: 'visa',
      cardLast4: '4242',
      shippingAddress: {
        name: 'Casey Rivera',
        line1: '12 Elm Street',
        line2: null,
        city: 'Springfield',
        state: 'IL',
        postalCode: '62704',
        country: 'US',
      },
      ...overrides,
    });
    return { ...owner, owner, order };
  }

  const move = async (id: number, body: object, cookie?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/merchandise-orders/${id}`,
      headers: { cookie: cookie ?? (await admin()) },
      payload: body,
    });

  const row = async (id: number) =>
    (await t.db.select().from(merchandiseOrders).where(eq(merchandiseOrders.id, id)))[0];

  const noticesOf = (userId: number, kind: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

  return { admin, ownerWithOrder, move, row, noticesOf };
}
