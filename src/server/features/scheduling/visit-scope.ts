import type { FastifyRequest } from 'fastify';
import { currentUser, ownCompanyId } from '../../lib/guards';

/**
 * Whose visits a call reaches: the company's, and for a technician only those assigned to them (docs/roles.md).
 * Any other visit is as missing to a technician as one that never was (404).
 */
export type VisitScope = { companyId: number; assigneeId?: number };

/** The scope of the signed-in user; a technician's routes declare `config: { access: 'technician' }`. */
export function visitScopeOf(request: FastifyRequest): VisitScope {
  const companyId = ownCompanyId(request);
  return request.businessRole === 'technician' ? { companyId, assigneeId: currentUser(request).id } : { companyId };
}

/** What a technician's route declares: it answers a technician their own visits only. */
export const technicianAccess = { access: 'technician' } as const;
