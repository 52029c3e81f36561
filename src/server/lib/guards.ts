import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error';
import type { SessionUser } from './session';

/** The signed-in user, or 401. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return request.user;
}

/** Administrators skip the e-mail check; everyone else must have verified the address. */
export function verifiedUser(request: FastifyRequest): SessionUser {
  const user = currentUser(request);
  if (!user.isAdmin && !user.emailVerified) {
    throw new AppError('FORBIDDEN', 'Please verify your email address to access all features.');
  }
  return user;
}

export const COMPANY_NOT_FOUND = 'Company not found';

/** The company of the signed-in, verified user (the tenant of every company route), or 404 before it exists. */
export function ownCompanyId(request: FastifyRequest): number {
  verifiedUser(request);
  if (request.companyId === undefined) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  if (request.businessRole === 'technician' && request.routeOptions.config.access !== 'technician') {
    throw new AppError('FORBIDDEN', TECHNICIAN_DENIED);
  }
  return request.companyId;
}

export const TECHNICIAN_DENIED = 'Your role does not give access to this. Ask the owner of the business.';

export const OWNER_ONLY = 'Only the owner of the business can do this.';

/** The company, when the signed-in user is its owner (billing, the team, deleting the account: docs/roles.md). */
export function ownerCompanyId(request: FastifyRequest): number {
  const companyId = ownCompanyId(request);
  refuseTeamMembers(request);
  return companyId;
}

/** Refuses the team's members what is the owner's alone (billing, the team, the business's account). */
export function refuseTeamMembers(request: FastifyRequest) {
  if (request.businessRole !== undefined && request.businessRole !== 'owner')
    throw new AppError('FORBIDDEN', OWNER_ONLY);
}

export function adminUser(request: FastifyRequest): SessionUser {
  const user = currentUser(request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', 'You need administrator privileges to access this page.');
  return user;
}

export const requireUser = async (request: FastifyRequest) => void currentUser(request);
export const requireVerified = async (request: FastifyRequest) => void verifiedUser(request);
export const requireAdmin = async (request: FastifyRequest) => void adminUser(request);

/**
 * The signed-in user, when the session is their own: an administrator impersonating them may look and help, but
 * not change how the account signs in (password, e-mail, two-factor).
 */
export function ownSessionUser(request: FastifyRequest): SessionUser {
  const user = currentUser(request);
  if (request.impersonatorId !== undefined) {
    throw new AppError('FORBIDDEN', 'This cannot be changed while impersonating a user.');
  }
  return user;
}
