import type { Campaign } from '@shared/campaigns/campaigns.schemas';
import type { useT } from '@client/i18n/use-t';
import { formatInstant } from '../campaign-format';

/** What a campaign's date is: when it went (sent), when it goes (scheduled), when it was written (draft). */
export function campaignWhen(t: ReturnType<typeof useT>, c: Campaign, timeZone: string): string {
  if (c.status === 'sent')
    return t('campaigns.when.sent', { when: formatInstant(c.sentDate ?? c.createdAt, timeZone) });
  if (c.status === 'scheduled')
    return t('campaigns.when.scheduled', { when: formatInstant(c.scheduledDate, timeZone) });
  return t('campaigns.when.created', { when: formatInstant(c.createdAt, timeZone) });
}
