import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf } from '../../../../shared/account/preference-values';
import { storefrontMessages as m, submitLeadSchema } from '../../../../shared/storefronts/storefront.schemas';
import { NUL_MESSAGE } from '../../../../shared/text';
import type { AppContext } from '../../../lib/context';
import { findNul } from '../../../lib/input-guard';
import { pickEncoding } from '../../../lib/seo';
import { submitLead } from './lead-submission.service';
import type { LeadFormState, LeadFormValues } from './page/lead-form';
import { encodedBody, matchesEtag, PageCache, versionOf, type CachedPage } from './page/page-cache';
import { renderNotFoundPage, renderStorefrontPage } from './page/storefront-page';
import { storefrontScriptPath } from './page/storefront-script';
import { countPageView } from './page-views.service';
import { findStorefrontPage, type FoundStorefrontPage } from './storefront-page-data';

/** Where a storefront is being answered: its page's address, and where its form posts without the script. */
export type PagePlace = { home: string; action: string };

/** Only our own script; pictures from our origin or any https address (a logo the owner links to). */
const STOREFRONT_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  'upgrade-insecure-requests',
].join('; ');

const FIELDS = ['name', 'email', 'phone', 'serviceRequested', 'message'] as const;
const REQUIRED = ['name', 'email', 'phone'] as const;

function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, page: CachedPage) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', STOREFRONT_CSP)
    // Not the app's no-referrer: under it a browser posts the form with `Origin: null`, which the origin check
    // refuses. Nothing leaves for another site all the same.
    .header('Referrer-Policy', 'same-origin')
    .header('Vary', 'Accept-Encoding');
  if (!encoding || page.html.length < 1024) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(encodedBody(page, encoding));
}

/** The storefront pages' answers, with their rendered pages kept in `cache` (one per app). */
export function pageAnswers(ctx: AppContext, cache = new PageCache()) {
  const { db } = ctx;
  const origin = () => ctx.origin.url;
  const year = () => new Date().getUTCFullYear();

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    const page = cache.page('!missing', String(year()), () => renderNotFoundPage({ origin: origin(), year: year() }));
    return sendHtml(request, reply.header('Cache-Control', 'no-cache'), 404, page);
  }

  function render(found: FoundStorefrontPage, place: PagePlace, form: LeadFormState) {
    return renderStorefrontPage({
      view: found.view,
      language: languageOf(found.row.language),
      formAction: place.action,
      scriptSrc: storefrontScriptPath,
      origin: origin(),
      year: year(),
      form,
    });
  }

  /** A refused post without the script: the page again with why and what was typed, stored by no cache. */
  function refused(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
    return sendHtml(request, reply.header('Cache-Control', 'no-store'), status, { html, etag: '', encoded: {} });
  }

  return {
    /** GET: the page, 304 when the visitor's copy is current; counted as a view either way. */
    async show(request: FastifyRequest, reply: FastifyReply, subdomain: string, place: PagePlace, sent: boolean) {
      const found = await findStorefrontPage(ctx, subdomain);
      if (!found) return notFound(request, reply);
      const key = `${found.row.subdomain}|${place.action}|${sent ? 'sent' : ''}`;
      const version = versionOf([found.view, found.row.language, year(), storefrontScriptPath]);
      const page = cache.page(key, version, () => render(found, place, { kind: sent ? 'sent' : 'idle' }));
      await countPageView(db, request, found.row);
      reply.header('ETag', page.etag).header('Cache-Control', 'public, max-age=0, must-revalidate');
      if (matchesEtag(request.headers['if-none-match'], page.etag)) {
        return reply.status(304).header('Vary', 'Accept-Encoding').send();
      }
      return sendHtml(request, reply, 200, page);
    },

    /** POST without the script: stores the lead and sends the visitor back to the page's thanks (303). */
    async post(request: FastifyRequest, reply: FastifyReply, subdomain: string, place: PagePlace, wait: WaitCheck) {
      const found = await findStorefrontPage(ctx, subdomain);
      if (!found) return notFound(request, reply);
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const values: LeadFormValues = {};
      for (const f of FIELDS) if (typeof body[f] === 'string') values[f] = (body[f] as string).replaceAll('\0', '');
      const refuse = (status: number, text: string, invalid: string[], title?: string) =>
        refused(request, reply, status, render(found, place, { kind: 'error', title, text, values, invalid }));

      const missing = REQUIRED.filter((f) => !values[f]?.trim());
      if (missing.length > 0) return refuse(400, m.missingText, missing, m.missingTitle);
      const nul = findNul(body);
      if (nul !== undefined) return refuse(400, NUL_MESSAGE, [nul]);
      const parsed = submitLeadSchema.safeParse({ ...body, subdomain: found.row.subdomain });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return refuse(400, issue.message, [String(issue.path[0] ?? '')]);
      }
      const seconds = await wait(request);
      if (seconds !== undefined) {
        reply.header('Retry-After', String(seconds));
        return refuse(429, m.leadRateLimited, []);
      }
      await submitLead(ctx, parsed.data, 'form');
      return reply.redirect(`${place.home}?sent=1#contact`, 303);
    },
  };
}

/** The lead rate limit's check (lead-rate-limit.ts): seconds to wait, or undefined. */
export type WaitCheck = (request: FastifyRequest) => Promise<number | undefined>;
