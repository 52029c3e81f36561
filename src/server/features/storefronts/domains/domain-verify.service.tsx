import { AppError } from '../../../../shared/app-error';
import {
  domainMessages as m,
  verificationRecord,
  type DomainVerifyResult,
} from '../../../../shared/storefronts/domain.schemas';
import type { AppContext } from '../../../lib/context';
import { notify } from '../../notifications/notifications.service';
import { checkTxtRecord } from './dns-check';
import { DomainVerifiedEmail } from './domain.emails';
import * as q from './domain-verify.queries';
import { getDomain, type DomainCtx } from './domains.service';
import { findDomain } from './domains.queries';

export const DOMAIN_VERIFIED_KIND = 'storefront.domain-verified';
export const DOMAINS_LINK = '/domains';
/** Domains the job checks in one run, and for how long after they are added it keeps checking. */
export const RECHECK_BATCH = 50;
export const RECHECK_DAYS = 14;

type Check = { id: number; domain: string; verificationToken: string | null };

/** Looks the domain's TXT record up. */
async function lookUp(ctx: DomainCtx, domain: Check) {
  const record = verificationRecord(domain.domain, domain.verificationToken ?? '');
  const result = domain.verificationToken
    ? await checkTxtRecord(record.name, record.value, ctx.env.DNS_SERVERS)
    : ('missing' as const);
  return { result, record };
}

/** POST /api/domains/{id}/verify: checks the DNS now and answers what was found, or what is missing. */
export async function verifyDomain(ctx: DomainCtx, companyId: number, id: number): Promise<DomainVerifyResult> {
  const found = await findDomain(ctx.db, { companyId, id });
  if (!found) throw new AppError('NOT_FOUND', m.notFound);
  if (found.domain.dnsVerified) {
    return { domain: await getDomain(ctx, companyId, id), found: true, message: m.alreadyVerified };
  }
  const { result, record } = await lookUp(ctx, found.domain);
  await q.recordCheck(ctx.db, { id, now: new Date(), verified: result === 'found' });
  const message = {
    found: m.verifiedNow,
    wrong: m.recordWrong(record.name, record.value),
    missing: m.recordMissing(record.name, record.value),
    failed: m.lookupFailed,
  }[result];
  return { domain: await getDomain(ctx, companyId, id), found: result === 'found', message };
}

/**
 * The job's run: checks a bounded batch of custom domains still unverified (added in the last RECHECK_DAYS, the
 * least recently checked first) and tells the owner of each that became verified, notice and e-mail together.
 */
export async function recheckDomains(ctx: AppContext, now = new Date()) {
  const since = new Date(now.getTime() - RECHECK_DAYS * 24 * 3600 * 1000);
  const due = await q.claimUncheckedDomains(ctx.db, { now, since, limit: RECHECK_BATCH });
  let verified = 0;
  for (const domain of due) {
    const { result } = await lookUp(ctx, domain);
    if (result !== 'found') continue;
    const owner = await q.findOwnerOfCompany(ctx.db, { companyId: domain.companyId });
    // Verified, notified and e-mailed together: once, whoever else checks the domain meanwhile.
    await ctx.db.transaction(async (tx) => {
      if (!(await q.recordCheck(tx, { id: domain.id, now, verified: true })) || !owner) return;
      verified += 1;
      await notify(tx, {
        userId: owner.id,
        kind: DOMAIN_VERIFIED_KIND,
        title: `${domain.domain} is verified`,
        body: 'We found its DNS record.',
        link: DOMAINS_LINK,
      });
      await ctx.mailer.send(tx, {
        to: owner.email,
        subject: `${domain.domain} is verified`,
        body: (
          <DomainVerifiedEmail
            ownerFirstName={owner.firstName ?? 'there'}
            domain={domain.domain}
            link={`${ctx.origin.url}${DOMAINS_LINK}`}
          />
        ),
        relatedTo: `domain:${domain.id}`,
      });
    });
  }
  return { checked: due.length, verified };
}
