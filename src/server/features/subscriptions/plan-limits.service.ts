import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/app-error';
import { planById, planDefinitions, type PlanLimits } from '../../../shared/marketing-site/plans';
import { subscriptionMessages as m } from '../../../shared/subscriptions/subscriptions.schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, users } from '../../db/schema';
import { DEMO_EMAIL } from '../../db/seed/demo';
import { currentUser } from '../../lib/guards';
import type { SessionUser } from '../../lib/session';
import { effectivePlanOf, limitMessageOf } from './subscription-state';
import { loadSubscription } from './subscription-view.service';

/** Administrators and the demo business are never limited (decision "Trial and plans"). */
const exempt = (user: SessionUser) => user.isAdmin || user.email === DEMO_EMAIL;

/** Whose plan covers `user`'s work: the business's owner for a member of its team, the user otherwise. */
async function planHolder(db: Db, user: SessionUser): Promise<SessionUser> {
  const [row] = await db
    .select({ owner: users })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companyMembers.userId, user.id));
  return row?.owner ?? user;
}

/** The plan whose limits apply to the user's business now, after the ended-trial and failed-renewal checks. */
async function currentPlan(db: Db, user: SessionUser) {
  const sub = await loadSubscription(db, user.id);
  const limited = limitMessageOf(sub, new Date());
  if (limited) throw new AppError('PAYMENT_REQUIRED', limited);
  return planById(effectivePlanOf(sub));
}

/** The next plan up that lifts a limit, by name. */
function planLifting(key: keyof PlanLimits, current: number) {
  const next = planDefinitions.find((p) => p.limits[key] === null || p.limits[key] > current);
  return next?.name ?? 'Enterprise';
}

/**
 * Creating or sending documents: refused (402) when the trial ended without a plan, a plan ended, or a renewal has
 * been failing for 7 days. Reading and exporting stay open.
 */
export async function assertCanCreateDocuments(db: Db, member: SessionUser) {
  const user = await planHolder(db, member);
  if (!exempt(user)) await currentPlan(db, user);
}

/** A new invoice within the plan's monthly number (Basic's 100); `countThisMonth` counts up to what is asked. */
export async function assertInvoiceQuota(
  db: Db,
  member: SessionUser,
  countThisMonth: (cap: number) => Promise<number>,
) {
  const user = await planHolder(db, member);
  if (exempt(user)) return;
  const plan = await currentPlan(db, user);
  const limit = plan.limits.invoicesPerMonth;
  if (limit === null) return;
  if ((await countThisMonth(limit)) >= limit) {
    throw new AppError('PAYMENT_REQUIRED', m.invoiceLimit(limit));
  }
}

/** Adding a user (the team) or a storefront product within the plan: `current` is how many there are now. */
export async function assertWithinPlan(
  db: Db,
  member: SessionUser,
  key: 'users' | 'storefrontProducts',
  current: number,
) {
  const user = await planHolder(db, member);
  if (exempt(user)) return;
  const plan = await currentPlan(db, user);
  const limit = plan.limits[key];
  if (limit === null || current < limit) return;
  const next = planLifting(key, current);
  throw new AppError(
    'PAYMENT_REQUIRED',
    key === 'users' ? m.userLimit(plan.name, limit, next) : m.productLimit(plan.name, limit, next),
  );
}

/** The plan's limit of `key` for the user's business now, for showing (null: unlimited or never limited); no 402. */
export async function planLimitOf(db: Db, member: SessionUser, key: keyof PlanLimits): Promise<number | null> {
  const user = await planHolder(db, member);
  if (exempt(user)) return null;
  return planById(effectivePlanOf(await loadSubscription(db, user.id))).limits[key];
}

/** A route's preHandler: creating or sending documents needs a plan in good standing. */
export const requireDocumentPlan = (db: Db) => async (request: FastifyRequest) =>
  assertCanCreateDocuments(db, currentUser(request));
