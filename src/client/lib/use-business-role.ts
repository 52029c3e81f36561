import type { PublicUser } from '@shared/auth/auth.schemas';
import type { BusinessRole } from '@shared/team/roles';
import { useSession } from './session';

/**
 * Whether the user sees the owner's things: the plan and billing, the payout account, the team (docs/roles.md).
 * An account in no business yet is about to create its own, so it counts as its owner; administrators have none.
 */
export const seesOwnerThings = (user: PublicUser | null) =>
  !!user && !user.isAdmin && (user.businessRole ?? 'owner') === 'owner';

/** The signed-in user's role in their business (null in none, or signed out) and whether the owner's things show. */
export function useBusinessRole(): { role: BusinessRole | null; seesOwnerThings: boolean } {
  const { user } = useSession();
  return { role: user?.businessRole ?? null, seesOwnerThings: seesOwnerThings(user) };
}
