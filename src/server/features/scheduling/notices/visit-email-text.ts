import type { Language } from '../../../../shared/account/preference-values';
import {
  formatVisitClockWithZone,
  formatVisitDay,
  formatVisitTime,
} from '../../../../shared/scheduling/visit-time-text';
import { translator } from '../../../lib/i18n/translator';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';

/** What a visit's e-mails to the customer say, in the business's language. */
export const visitText = translator({ en, es, fr });

const inZone = (language: Language, instant: Date, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language, { timeZone, ...options }).format(instant);

/** "Tuesday, November 24 at 9:00 AM EST" in English, the language's own way otherwise; the business's zone. */
export const visitTimeIn = (language: Language, instant: Date, timeZone: string) =>
  language === 'en'
    ? formatVisitTime(instant, timeZone)
    : inZone(language, instant, timeZone, {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      });

/** "Tuesday, November 24" */
export const visitDayIn = (language: Language, instant: Date, timeZone: string) =>
  language === 'en'
    ? formatVisitDay(instant, timeZone)
    : inZone(language, instant, timeZone, { weekday: 'long', month: 'long', day: 'numeric' });

/** "9:30 AM EST" */
export const visitClockIn = (language: Language, instant: Date, timeZone: string) =>
  language === 'en'
    ? formatVisitClockWithZone(instant, timeZone)
    : inZone(language, instant, timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
