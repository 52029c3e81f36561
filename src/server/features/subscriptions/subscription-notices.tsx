import { addDays } from 'date-fns';
import { planById, type PlanId } from '../../../shared/marketing-site/plans';
import { formatMoney } from '../../../shared/money';
import { describeCard } from '../../../shared/payments/card.schemas';
import { PAST_DUE_GRACE_DAYS } from '../../../shared/subscriptions/subscriptions.schemas';
import type { AppContext } from '../../lib/context';
import { notify } from '../notifications/notifications.service';
import { dayIn } from '../payments/payment-notices';
import { PlanPaymentFailedEmail, PlanReceiptEmail, type PlanChargeProps } from './subscriptions.emails';
import * as q from './subscriptions.queries';

/** What the charge paid for, as the owner's e-mails name it, and the page where it is managed. */
async function chargedFor(ctx: AppContext, found: NonNullable<Awaited<ReturnType<typeof q.findChargeWithOwner>>>) {
  const { charge } = found;
  if (found.product === 'storefront') {
    const tier = charge.plan.charAt(0).toUpperCase() + charge.plan.slice(1);
    return { name: `Storefront ${tier}`, link: `${ctx.origin.url}/landing-page-builder` };
  }
  if (found.product === 'domain') {
    const domain = await q.findDomainName(ctx.db, Number(found.productRef));
    return { name: `domain ${domain ?? ''}`.trim(), link: `${ctx.origin.url}/domains` };
  }
  return { name: planById(charge.plan as PlanId).name, link: `${ctx.origin.url}/subscribe` };
}

/** Once a plan's (or storefront tier's, or domain's) charge is committed: the owner's receipt, or the failure's e-mail and notification. */
export async function sendChargeNotices(ctx: AppContext, chargeId: number) {
  const found = await q.findChargeWithOwner(ctx.db, chargeId);
  if (!found) return;
  const { charge } = found;
  const day = (at: Date) => dayIn(found.timezone, at);
  const paidFor = await chargedFor(ctx, found);
  const props: PlanChargeProps = {
    firstName: found.firstName ?? 'there',
    planName: paidFor.name,
    amount: formatMoney(charge.amount),
    card: describeCard(charge.cardBrand, charge.cardLast4),
    period: charge.periodStart && charge.periodEnd ? `${day(charge.periodStart)} to ${day(charge.periodEnd)}` : '',
    link: paidFor.link,
  };
  await ctx.db.transaction(async (tx) => {
    if (charge.status === 'paid') {
      await ctx.mailer.send(tx, {
        to: found.email,
        subject: (site) => `Receipt: ${props.amount} for ${site.siteName} ${props.planName}`,
        body: <PlanReceiptEmail {...props} />,
        relatedTo: `subscription-charge:${charge.id}`,
      });
      return;
    }
    const limitedOn = day(addDays(found.pastDueSince ?? charge.createdAt, PAST_DUE_GRACE_DAYS));
    const reason = charge.failureMessage ?? 'the card was declined.';
    await ctx.mailer.send(tx, {
      to: found.email,
      subject: (site) => `Your ${site.siteName} payment of ${props.amount} failed`,
      body: <PlanPaymentFailedEmail {...props} reason={reason} limitedOn={limitedOn} />,
      relatedTo: `subscription-charge:${charge.id}`,
    });
    await notify(tx, {
      userId: found.ownerId,
      kind: 'subscription.payment-failed',
      title: `Your payment of ${props.amount} failed`,
      body: `${reason} Update your card by ${limitedOn} to keep creating and sending documents.`,
      link: new URL(paidFor.link).pathname,
    });
  });
}
