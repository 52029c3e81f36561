import type { FastifyRequest } from 'fastify';
import { ownCompanyId, verifiedUser } from '../../../lib/guards';
import type { SessionUser } from '../../../lib/session';

/** Who asks: the verified owner and their company (the plan's limits are the owner's). */
export type Owner = { companyId: number; user: SessionUser };

/** The owner of a storefront route: 401, 403 unverified, 404 'Company not found' before the company exists. */
export const ownerOf = (request: FastifyRequest): Owner => ({
  companyId: ownCompanyId(request),
  user: verifiedUser(request),
});
