import { useQuery } from '@tanstack/react-query';
import { useSession } from '@client/lib/session';
import { ownerZone, scheduleSettingsQuery, usableZone } from '../api/scheduling.queries';

/**
 * The schedule settings and the business's time zone. The owner's zone is the same value (one business zone), so the
 * week is asked for at once, with the settings rather than after them.
 */
export function useScheduleZone() {
  const settings = useQuery(scheduleSettingsQuery);
  const { user } = useSession();
  const timeZone = usableZone(settings.data?.timeZone) ?? ownerZone(user);
  return { settings, timeZone };
}
