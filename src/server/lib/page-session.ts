import type { FastifyRequest } from 'fastify';
import { publicUserSchema } from '../../shared/auth/auth.schemas';
import { companySchema } from '../../shared/company/company.schemas';
import type { PageData } from '../../shared/page-data';
import type { Viewer } from '../../shared/page-modules';
import { getPreferences } from '../features/account/preferences/preferences.service';
import { toPublicUser } from '../features/auth/auth.service';
import { getCompany, toCompany } from '../features/company/company.service';
import type { AppContext } from './context';
import { loadSession, SESSION_COOKIE } from './session';

/** `companyName`: the owner's company, null when it does not exist yet or the user may not read it. */
export type PageSession = { viewer: NonNullable<Viewer>; data: PageData; companyName: string | null };

/**
 * Who opens a page, when the request carries a live session: what decides the code the page preloads, and the
 * answers its first screen would ask for (`GET /api/user`, and `GET /api/company` where that route answers the
 * user), exactly as those routes give them. Undefined for a visitor, an ended session, or a database that cannot
 * answer now (the page still serves, and the app asks the API).
 */
export async function pageSession(ctx: AppContext, request: FastifyRequest): Promise<PageSession | undefined> {
  if (!request.cookies[SESSION_COOKIE]) return undefined;
  try {
    await loadSession(ctx.db, request);
    const user = request.user;
    if (!user) return undefined;
    const data: PageData = {
      '/api/user': publicUserSchema.parse({
        ...toPublicUser(user, request.impersonatorId !== undefined),
        preferences: await getPreferences(ctx.db, user),
        businessRole: request.businessRole ?? null,
      }),
    };
    let companyName: string | null = null;
    // `/api/company` answers verified users (administrators count as verified); no company yet is its 404: null.
    if (user.emailVerified || user.isAdmin) {
      const company =
        request.companyId === undefined
          ? null
          : companySchema.parse(toCompany(await getCompany(ctx.db, request.companyId)));
      data['/api/company'] = company;
      companyName = company?.name ?? null;
    }
    return { viewer: { isAdmin: user.isAdmin, emailVerified: user.emailVerified }, data, companyName };
  } catch (err) {
    request.log.warn({ err }, 'Could not read the session of a page request');
    return undefined;
  }
}
