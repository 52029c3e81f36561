import type { PublicUser } from '@shared/auth/auth.schemas';
import { useSubscription } from '../api/subscriptions.api';
import { useT } from '@client/i18n/use-t';
import { canReadPlan, planLabel, roleLabel, unverifiedLabel } from '../subscription-format';

/**
 * The profile menu's plan line: an administrator's label as given, a team member's role, an owner's plan from
 * GET /api/subscription. Until the plan is known the line is kept (blank, the same height), so nothing moves when it
 * arrives.
 */
export function PlanLabel({ user, adminLabel }: { user: PublicUser; adminLabel: string }) {
  const t = useT();
  const readable = canReadPlan(user);
  const { data } = useSubscription(readable);
  const role = user.businessRole;
  const plan = !user.emailVerified ? unverifiedLabel(t) : data ? planLabel(t, data) : null;
  const label = user.isAdmin ? adminLabel : role && role !== 'owner' ? roleLabel(t, role) : plan;
  if (label) return <span className="block text-xs text-muted">{label}</span>;
  return (
    <span className="block text-xs text-muted" aria-hidden>
      {'\u00a0'}
    </span>
  );
}
