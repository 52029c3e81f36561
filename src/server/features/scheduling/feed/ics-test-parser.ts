// A strict reading of an iCalendar body (RFC 5545) for the feed's tests: unfolds lines, checks every line is
// `NAME[;PARAMS]:VALUE` and that components open and close in order, and returns the calendar's and events' properties.

export type IcsProperties = Record<string, string>;

export function parseIcs(body: string) {
  if (!body.endsWith('\r\n')) throw new Error('iCalendar lines end with CRLF');
  const lines = body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
  const stack: string[] = [];
  const calendar: IcsProperties = {};
  const events: IcsProperties[] = [];
  let current: IcsProperties = calendar;
  for (const line of lines) {
    const match = /^([A-Z][A-Z0-9-]*)((?:;[^:]*)?):(.*)$/.exec(line);
    if (!match) throw new Error(`Not a content line: ${line}`);
    const [, name, , value] = match as unknown as [string, string, string, string];
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') events.push((current = {}));
    } else if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} closes nothing open`);
      current = calendar;
    } else {
      current[name] = value;
    }
  }
  if (stack.length > 0) throw new Error(`Unclosed: ${stack.join(', ')}`);
  return { calendar, events };
}

/** `20990113T140000Z` of an instant. */
export const icsUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
