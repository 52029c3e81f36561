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

/** Once a plan's charge is committed: the owner's receipt, or the failure's e-mail and notification. */
export async function sendChargeNotices(ctx: AppContext, chargeId: number) {
  const found = await q.findChargeWithOwner(ctx.db, chargeId);
  if (!found) return;
  const { charge } = found;
  const day = (at: Date) => dayIn(found.timezone, at);
  const props: PlanChargeProps = {
    firstName: found.firstName ?? 'there',
    planName: planById(charge.plan as PlanId).name,
    amount: formatMoney(charge.amount),
    card: describeCard(charge.cardBrand, charge.cardLast4),
    period: charge.periodStart && charge.periodEnd ? `${day(charge.periodStart)} to ${day(charge.periodEnd)}` : '',
    link: `${ctx.origin.url}/subscribe`,
  };
  await ctx.db.transaction(async (tx) => {
    if (charge.status === 'paid') {
      await ctx.mailer.send(tx, {
        to: found.email,
        subject: `Receipt: ${props.amount} for Crewdesk ${props.planName}`,
        body: <PlanReceiptEmail {...props} />,
        relatedTo: `subscription-charge:${charge.id}`,
      });
      return;
    }
    const limitedOn = day(addDays(found.pastDueSince ?? charge.createdAt, PAST_DUE_GRACE_DAYS));
    const reason = charge.failureMessage ?? 'the card was declined.';
    await ctx.mailer.send(tx, {
      to: found.email,
      subject: `Your Crewdesk payment of ${props.amount} failed`,
      body: <PlanPaymentFailedEmail {...props} reason={reason} limitedOn={limitedOn} />,
      relatedTo: `subscription-charge:${charge.id}`,
    });
    await notify(tx, {
      userId: found.ownerId,
      kind: 'subscription.payment-failed',
      title: `Your payment of ${props.amount} failed`,
      body: `${reason} Update your card by ${limitedOn} to keep creating and sending documents.`,
      link: '/subscribe',
    });
  });
}
