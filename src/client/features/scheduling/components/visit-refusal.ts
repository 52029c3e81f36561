import type { MessageValues } from '@shared/app-error';
import { WEEKDAYS, type Weekday } from '@shared/scheduling/schedule-values';
import { t } from '@client/i18n/i18n';
import { errorValues, fieldErrors } from '@client/lib/api';
import { english, openingClock, visitWhen, weekdayName } from './visit-format';

// The server refuses a double booking and a visit outside the working hours with an English sentence it composed,
// and sends what it is made of beside it (its `values`). In English the sentence is shown as it is (the
// specification's wording); in another language it is worded again here, with the times in that language.

const text = (values: MessageValues, key: string) => (typeof values[key] === 'string' ? values[key] : undefined);
const isWeekday = (value: unknown): value is Weekday => WEEKDAYS.includes(value as Weekday);

/** The visit's times in the business's zone, when the values carry them. */
function spanOf(values: MessageValues) {
  const [startTime, endTime, timeZone] = [text(values, 'start'), text(values, 'end'), text(values, 'timeZone')];
  return startTime && endTime && timeZone ? visitWhen({ startTime, endTime }, timeZone) : undefined;
}

/**
 * Why the server refused a visit outside the working hours (its 409 names the visit and the day's hours), or
 * undefined for any other failure. The form and the calendar ask whether to book it anyway instead of toasting.
 */
export function outsideHoursOf(error: unknown): string | undefined {
  const message = fieldErrors(error).allowOutsideHours;
  if (!message || english()) return message;
  const values = errorValues(error);
  const span = spanOf(values);
  if (!span || !isWeekday(values.weekday)) return message;
  const weekday = weekdayName(values.weekday);
  const [opens, closes] = [text(values, 'opens'), text(values, 'closes')];
  return opens && closes
    ? t('scheduling.refused.hours', { span, weekday, opens: openingClock(opens), closes: openingClock(closes) })
    : t('scheduling.refused.closed', { span, weekday });
}

/** The visit a double booking would clash with, in the language shown; undefined in English or for another failure. */
export function clashOf(error: unknown): string | undefined {
  if (english()) return undefined;
  const values = errorValues(error);
  const [technician, title, span] = [text(values, 'technician'), text(values, 'title'), spanOf(values)];
  if (!technician || title === undefined || !span) return undefined;
  const minutes = Number(values.bufferMinutes) || 0;
  return minutes > 0
    ? t('scheduling.refused.clashBuffer', { technician, title, span, minutes })
    : t('scheduling.refused.clash', { technician, title, span });
}
