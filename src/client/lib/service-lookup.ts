import { queryOptions } from '@tanstack/react-query';
import type { Service } from '@shared/company/company.schemas';

/**
 * The company's services (GET /api/services, by the default query function): read once and shared by the Company
 * page, which changes them, and the quote and invoice lines, which are filled from them.
 */
export const servicesQuery = queryOptions<Service[]>({ queryKey: ['/api/services'] });

/** A line's description holds 500 characters (the line item schemas). */
const LINE_DESCRIPTION_MAX = 500;

/** What a line filled from `service` says: its name, and its description too when both fit on one line. */
export function serviceLineDescription(service: Pick<Service, 'name' | 'description'>): string {
  const details = service.description?.replace(/\s+/g, ' ').trim();
  const both = details ? `${service.name} — ${details}` : service.name;
  return both.length <= LINE_DESCRIPTION_MAX ? both : service.name;
}
