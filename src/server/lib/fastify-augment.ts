import type { BusinessRole } from '../../shared/team/team.schemas';
import type { SessionUser } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who of a business's team may call a company route besides its owner (docs/roles.md): 'staff' (the office,
     * the default) or 'technician' (everyone; the route then answers a technician only their own visits' rows).
     * Owner-only routes use `ownerCompanyId`.
     */
    access?: 'staff' | 'technician';
  }
  interface FastifyRequest {
    user?: SessionUser;
    sessionId?: string;
    impersonatorId?: number;
    /** The signed-in user's company, read with the session; none until it is set up. */
    companyId?: number;
    /** What the user is in that company: its owner, or a member of the team with a role (docs/roles.md). */
    businessRole?: BusinessRole;
    /** The company's owner: the subscription, the plan's limits and the owner's notices are theirs. */
    companyOwnerId?: number;
  }
}
