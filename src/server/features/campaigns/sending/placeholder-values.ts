import { formatVisitClockWithZone, formatVisitDay } from '../../../../shared/scheduling/visit-time-text';
import type { CampaignBrand } from './campaign-email';
import type { PlaceholderValues } from './campaign-message';
import type { CustomerFacts, SendingCompany } from './campaign-facts.queries';

/** What a campaign's placeholders hold when no customer is at hand (a preview or a test without any). */
export const SAMPLE_CUSTOMER_NAME = 'Alex Sample';
const NO_SERVICE = 'service';

/**
 * The placeholders filled for one customer: their name; their next open visit's day and time in the business's
 * zone (else the day the e-mail goes, and no time); the business's details; the service of their latest visit,
 * else the business's first service, else "service".
 */
export function placeholderValues(
  company: SendingCompany,
  customer: { name: string; facts: CustomerFacts | undefined },
  now: Date,
): PlaceholderValues {
  const visit = customer.facts?.nextVisit ?? null;
  return {
    customer_name: customer.name,
    date: formatVisitDay(visit ?? now, company.timeZone),
    time: visit ? formatVisitClockWithZone(visit, company.timeZone) : '',
    address: company.address ?? '',
    phone: company.phone ?? '',
    email: company.email ?? '',
    company_name: company.name,
    service_type: customer.facts?.latestService ?? company.firstService ?? NO_SERVICE,
  };
}

/** The business's name, postal address and logo (an uploaded logo's path made absolute). */
export function brandOf(company: SendingCompany, origin: string): CampaignBrand {
  const logo = company.logo;
  const logoUrl = !logo
    ? null
    : /^https?:\/\//.test(logo)
      ? logo
      : logo.startsWith('/')
        ? `${origin.replace(/\/$/, '')}${logo}`
        : null;
  return { name: company.name, logoUrl, address: company.address };
}

/** The sender: the platform's address (MAIL_FROM) under the business's name. */
export function senderOf(companyName: string, mailFrom: string): string {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const name = companyName.replace(/[\r\n\u2028\u2029]+/g, ' ').replace(/["\\]/g, '\\$&');
  return `"${name}" <${address}>`;
}
