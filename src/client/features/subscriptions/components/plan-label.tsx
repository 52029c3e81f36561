import type { PublicUser } from '@shared/auth/auth.schemas';
import { useSubscription } from '../api/subscriptions.api';
import { canReadPlan, planLabel, unverifiedLabel } from '../subscription-format';

/**
 * The profile menu's plan line: an administrator's label as given, an owner's from GET /api/subscription. Until
 * the plan is known the line is kept (blank, the same height), so nothing moves when it arrives.
 */
export function PlanLabel({ user, adminLabel }: { user: PublicUser; adminLabel: string }) {
  const readable = canReadPlan(user);
  const { data } = useSubscription(readable);
  const label = user.isAdmin ? adminLabel : !user.emailVerified ? unverifiedLabel : data ? planLabel(data) : null;
  if (label) return <span className="block text-xs text-muted">{label}</span>;
  return (
    <span className="block text-xs text-muted" aria-hidden>
      {'\u00a0'}
    </span>
  );
}
