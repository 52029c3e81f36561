import { useEffect, useState } from 'react';
import { addDays, dayAt, startOfDay } from '@shared/scheduling/zoned-time';

/**
 * Now, read again when the business's day turns over: at its next midnight (a second after), and when the screen
 * comes back into view on another day (a phone asleep overnight runs no timers). Between those it stays put, so the
 * day shown and the query it makes do not change under the thumb.
 */
export function useBusinessNow(timeZone: string) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const day = dayAt(now, timeZone);
    const nextMidnight = startOfDay(addDays(day, 1), timeZone).getTime();
    const timer = setTimeout(() => setNow(new Date()), Math.max(1_000, nextMidnight - Date.now() + 1_000));
    const onShown = () => {
      if (document.visibilityState === 'visible' && dayAt(new Date(), timeZone) !== day) setNow(new Date());
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [now, timeZone]);
  return now;
}
