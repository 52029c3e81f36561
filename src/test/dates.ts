/** `YYYY-MM-DD`, `days` after today in `timezone`: the business's day (test owners live in New York unless told). */
export function businessDayFromToday(days: number, timezone = 'America/New_York', now = new Date()) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(now);
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
