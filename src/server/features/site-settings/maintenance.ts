import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/app-error';
import { siteSettingsMessages as m } from '../../../shared/site-settings/site-settings.schemas';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { escapeHtml } from '../../lib/seo';
import { loadSession, SESSION_COOKIE, type SessionUser } from '../../lib/session';
import { cachedPlatformSettings } from '../admin/platform-settings.service';

/** Seconds a client is asked to wait before trying again while the site is down for maintenance. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/** Never blocked: the load balancer's probe and Stripe's news of payments (a refused event is retried, but late). */
const alwaysOpenApi = [/^\/api\/health(\/|$)/, /^\/api\/webhooks\/stripe$/];
/**
 * What a visitor needs to sign in (an administrator must be able to): the sign-in screen's calls, and password
 * recovery. An owner's sign-in itself is refused by the sign-in (`refuseSignInDuringMaintenance`).
 */
const signInApi = new Set([
  '/api/login',
  '/api/login/two-factor',
  '/api/logout',
  '/api/user',
  '/api/site',
  '/api/plans',
  '/api/forgot-password',
  '/api/reset-password',
]);
const signInPages = new Set(['/auth', '/reset-password']);

const isPagePath = (path: string) => !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
/** An administrator, or an administrator acting as an owner (impersonation), keeps working. */
const isStaff = (request: FastifyRequest) => Boolean(request.user?.isAdmin || request.impersonatorId !== undefined);

/**
 * Maintenance mode: every request of anyone but an administrator answers 503 with Retry-After: the API with
 * `{ message, maintenance: true }` (the app shows its maintenance screen), a page with a maintenance page. Health
 * checks, the Stripe webhook, files and the sign-in screen with its calls pass. Runs after the session is read.
 */
export function maintenanceGate(ctx: Pick<AppContext, 'db'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const api = path.startsWith('/api/');
    if (api ? alwaysOpenApi.some((open) => open.test(path)) : !isPagePath(path)) return;
    const settings = await cachedPlatformSettings(ctx.db);
    if (!settings.maintenanceMode) return;
    if (!api && request.cookies[SESSION_COOKIE]) await loadSession(ctx.db, request);
    if (isStaff(request)) return;
    if (
      api
        ? signInApi.has(path) && (!request.user || path === '/api/login' || path === '/api/logout')
        : signInPages.has(path)
    ) {
      return;
    }
    const message = m.maintenance(settings.siteName);
    reply.header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    if (api) return reply.status(503).send({ message, maintenance: true });
    return reply.status(503).type('text/html; charset=utf-8').send(maintenancePage(settings.siteName, message));
  };
}

/** The sign-in of anyone but an administrator, while the site is down for maintenance: 503 with the message. */
export async function refuseSignInDuringMaintenance(db: Db, user: SessionUser) {
  if (user.isAdmin) return;
  const settings = await cachedPlatformSettings(db);
  if (settings.maintenanceMode) throw new AppError('UNAVAILABLE', m.maintenance(settings.siteName));
}

/** A page of its own (no script, styles inline): it must show whatever state the app's files are in. */
export function maintenancePage(siteName: string, message: string) {
  const name = escapeHtml(siteName);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>Down for maintenance | ${name}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif;
        background: #f8fafc; color: #0f172a; }
      main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; }
      h1 { font-size: 1.75rem; margin: 0 0 .75rem; }
      p { color: #475569; line-height: 1.6; margin: 0 0 1.5rem; }
      a { color: #0f766e; font-weight: 600; }
      @media (prefers-color-scheme: dark) { body { background: #020617; color: #f8fafc; } p { color: #cbd5e1; }
        a { color: #5eead4; } }
    </style>
  </head>
  <body>
    <main>
      <p style="font-weight:700;color:#0f766e;margin-bottom:1rem">${name}</p>
      <h1>Down for maintenance</h1>
      <p>${escapeHtml(message)}</p>
      <a href="/auth?tab=login">Administrator sign-in</a>
    </main>
  </body>
</html>
`;
}
