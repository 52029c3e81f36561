import ical, { ICalEventStatus } from 'ical-generator';
import { AppError } from '../../../../shared/app-error';
import { scheduleMessages } from '../../../../shared/scheduling/schedule-values';
import type { CalendarFeed } from '../../../../shared/scheduling/visit-notices.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { newToken } from '../../../lib/tokens';
import { calendarFeedPath } from './calendar-feed-url';
import * as q from './calendar-feed.queries';

const DAY_MS = 24 * 60 * 60_000;
/** What the feed holds: recent history for context, a year ahead, bounded so one read stays small. */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 365;
export const FEED_MAX_VISITS = 2000;

/** Creates the private feed's token, or replaces it (the old URL stops working at once). */
export async function enableCalendarFeed(
  ctx: Pick<AppContext, 'db' | 'origin'>,
  companyId: number,
): Promise<CalendarFeed> {
  const token = newToken();
  await q.upsertFeedToken(ctx.db, { companyId, token });
  return { calendarFeedUrl: `${ctx.origin.url.replace(/\/$/, '')}${calendarFeedPath(token)}` };
}

export async function disableCalendarFeed(db: Db, companyId: number) {
  await q.clearFeedToken(db, { companyId });
}

/**
 * The company's schedule as iCalendar for the token's holder: times as instants (UTC), the business's zone named for
 * the calendar, one event per visit whose UID stays the same across reads so calendar apps update it in place.
 */
export async function renderCalendarFeed(db: Db, token: string, now = new Date()) {
  const feed = token ? await q.findFeedByToken(db, token) : undefined;
  if (!feed) throw new AppError('NOT_FOUND', scheduleMessages.feedNotFound);
  const visits = await q.findFeedVisits(db, {
    companyId: feed.companyId,
    from: new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS),
    to: new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS),
    limit: FEED_MAX_VISITS,
  });
  const calendar = ical({
    name: feed.companyName,
    prodId: { company: 'Crewdesk', product: 'Schedule', language: 'EN' },
    ttl: 60 * 60,
    // Not `timezone`: with it, ical-generator writes the instants as floating local times without converting them.
    x: [['X-WR-TIMEZONE', feed.timeZone]],
  });
  for (const v of visits) {
    calendar.createEvent({
      id: `appointment-${v.id}@crewdesk`,
      start: v.startTime,
      end: v.endTime,
      stamp: v.updatedAt,
      summary: `${v.title} – ${v.customerName}`,
      location: v.location,
      description: [v.technician && `Technician: ${v.technician}`, v.notes && `Notes: ${v.notes}`]
        .filter(Boolean)
        .join('\n'),
      status: v.status === 'confirmed' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    });
  }
  // RFC 5545 ends every line, the last one too, with CRLF; ical-generator leaves the last one bare.
  return `${calendar.toString()}\r\n`;
}
