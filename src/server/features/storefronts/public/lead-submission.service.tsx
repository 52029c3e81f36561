import { AppError } from '../../../../shared/app-error';
import { storefrontMessages as m, submitLeadSchema } from '../../../../shared/storefronts/storefront.schemas';
import type { z } from '../../../../shared/zod';
import type { AppContext } from '../../../lib/context';
import { notify } from '../../notifications/notifications.service';
import { NewLeadEmail } from './lead.emails';
import * as q from './storefront-public.queries';
import { findStorefront } from './storefront-public.service';
import { wantsNoticeEmails } from '../../account/preferences/notice-switches.service';

export type LeadInput = z.output<typeof submitLeadSchema>;
/** How the visitor sent it: the page's script, or the form posted without it. */
export type LeadChannel = 'script' | 'form';

export const LEAD_KIND = 'storefront.lead';
export const LEADS_LINK = '/landing-page-builder';

/** `Jamie Lee Cruz` -> first `Jamie`, last `Lee Cruz`; one word is a first name alone. */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const [firstName, ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.length > 0 ? rest.join(' ') : null };
}

/**
 * A visitor's request from an active storefront: stored as a new lead, and in the same transaction the owner is
 * notified and e-mailed (so neither goes without the lead). A filled honeypot (`website`) is answered the same
 * and stores and sends nothing. NOT_FOUND 'Landing page not found' for an unknown or inactive storefront.
 */
export async function submitLead(ctx: AppContext, input: LeadInput, channel: LeadChannel) {
  const found = await findStorefront(ctx.db, input.subdomain, ctx.origin.url);
  if (!found) throw new AppError('NOT_FOUND', m.pageNotFound);
  if (input.website) return { message: m.leadSent };
  const { row } = found;
  const { firstName, lastName } = splitName(input.name);
  await ctx.db.transaction(async (tx) => {
    const lead = await q.insertLead(tx, {
      companyId: row.companyId,
      firstName,
      lastName,
      email: input.email,
      phone: input.phone,
      serviceRequested: input.serviceRequested,
      message: input.message,
      source: 'landing_page',
      // Where it came from, never who (no address, no browser): the visitor's data is what they typed.
      metadata: { subdomain: row.subdomain, channel },
    });
    await notify(tx, {
      userId: row.ownerId,
      kind: LEAD_KIND,
      title: `New request from ${input.name}`,
      body: [input.serviceRequested, input.email, input.phone].filter(Boolean).join(' · '),
      link: LEADS_LINK,
    });
    // Unless the owner turned notice e-mails off (Profile Settings).
    if (await wantsNoticeEmails(tx, row.ownerId))
      await ctx.mailer.send(tx, {
        to: row.ownerEmail,
        replyTo: input.email,
        subject: `New request from ${input.name} on ${row.title}`,
        body: (
          <NewLeadEmail
            ownerFirstName={row.ownerFirstName ?? 'there'}
            storefrontTitle={row.title}
            name={input.name}
            email={input.email}
            phone={input.phone}
            serviceRequested={input.serviceRequested}
            message={input.message}
            link={`${ctx.origin.url}${LEADS_LINK}`}
          />
        ),
        relatedTo: `lead:${lead.id}`,
      });
  });
  return { message: m.leadSent };
}
