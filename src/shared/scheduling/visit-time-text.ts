// A visit's time as the customer and the owner read it: in the business's time zone, whatever the zone of the
// server or the browser. Assembled from Intl's parts, not its whole format, whose joining words and spaces differ
// between ICU versions (" at ", a narrow no-break space before AM).

type Width = 'long' | 'short';
const formatters = new Map<string, Intl.DateTimeFormat>();
function partsAt(instant: Date, timeZone: string, width: Width = 'long') {
  const key = `${width} ${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: width,
      month: width,
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    formatters.set(key, f);
  }
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(instant)) parts[p.type] = p.value;
  return parts;
}

/** "Tuesday, November 24" */
export function formatVisitDay(instant: Date, timeZone: string) {
  const p = partsAt(instant, timeZone);
  return `${p.weekday}, ${p.month} ${p.day}`;
}

/** "9:30 AM" */
export function formatVisitClock(instant: Date, timeZone: string) {
  const p = partsAt(instant, timeZone);
  return `${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** "9:30 AM EST" */
export function formatVisitClockWithZone(instant: Date, timeZone: string) {
  return `${formatVisitClock(instant, timeZone)} ${partsAt(instant, timeZone).timeZoneName}`;
}

/** "Tuesday, November 24 at 9:00 AM EST" */
export function formatVisitTime(instant: Date, timeZone: string) {
  return `${formatVisitDay(instant, timeZone)} at ${formatVisitClockWithZone(instant, timeZone)}`;
}

const shortDay = (p: Record<string, string>) => `${p.weekday}, ${p.month} ${p.day}`;
const clockOf = (p: Record<string, string>) => `${p.hour}:${p.minute} ${p.dayPeriod}`;

/** "Tue, Nov 24, 9:00 AM – 10:00 AM" (a clash's message); the end's day too when it is another. */
export function formatVisitSpan(start: Date, end: Date, timeZone: string): string {
  const s = partsAt(start, timeZone, 'short');
  const e = partsAt(end, timeZone, 'short');
  const endText = shortDay(s) === shortDay(e) ? clockOf(e) : `${shortDay(e)}, ${clockOf(e)}`;
  return `${shortDay(s)}, ${clockOf(s)} – ${endText}`;
}

/** "Tue, Nov 24, 2026": a visit's day in an invoice's notes. */
export function formatVisitDate(instant: Date, timeZone: string): string {
  const p = partsAt(instant, timeZone, 'short');
  return `${shortDay(p)}, ${p.year}`;
}
