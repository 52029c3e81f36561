import { useSession } from '@client/lib/session';
import { businessZone } from './campaign-format';

/** The business's time zone: the owner's, in which campaigns are scheduled and their times shown. */
export function useBusinessZone(): string {
  return businessZone(useSession().user);
}
