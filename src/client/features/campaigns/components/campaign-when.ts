import type { Campaign } from '@shared/campaigns/campaigns.schemas';
import { formatInstant } from '../campaign-format';

/** What a campaign's date is: when it went (sent), when it goes (scheduled), when it was written (draft). */
export function campaignWhen(c: Campaign, timeZone: string): string {
  if (c.status === 'sent') return `Sent ${formatInstant(c.sentDate ?? c.createdAt, timeZone)}`;
  if (c.status === 'scheduled') return `Scheduled for ${formatInstant(c.scheduledDate, timeZone)}`;
  return `Created ${formatInstant(c.createdAt, timeZone)}`;
}
