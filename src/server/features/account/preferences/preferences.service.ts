import { AppError } from '../../../../shared/app-error';
import {
  DEFAULT_PREFERENCES,
  OFFERED_TIMEZONES,
  preferencesMessages as m,
  type Preferences,
  type PreferencesInput,
} from '../../../../shared/account/preferences.schemas';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../lib/session';
import { isOnNewsletter, setNewsletterSubscription } from '../../marketing-site/marketing-site.service';
import { rescheduleWeeklyEmail } from '../../todos/weekly-email/reschedule';
import * as q from './preferences.queries';

type PreferencesUser = Pick<SessionUser, 'id' | 'email' | 'timezone'>;

/** The user's preferences: what they saved, or the defaults; the time zone from the user, marketing from the list. */
export async function getPreferences(db: Db, user: PreferencesUser): Promise<Preferences> {
  const [row, onNewsletter] = await Promise.all([q.findPreferencesRow(db, user.id), isOnNewsletter(db, user.email)]);
  const saved = row ?? { ...DEFAULT_PREFERENCES, securityAlerts: true, loginNotifications: true };
  return {
    theme: saved.theme as Preferences['theme'],
    language: saved.language as Preferences['language'],
    dateFormat: saved.dateFormat as Preferences['dateFormat'],
    numberFormat: saved.numberFormat as Preferences['numberFormat'],
    timezone: user.timezone,
    compactView: saved.compactView,
    autoSave: saved.autoSave,
    emailNotifications: saved.emailNotifications,
    pushNotifications: saved.pushNotifications,
    marketingEmails: onNewsletter,
    weeklyDigest: saved.weeklyDigest,
    securityAlerts: saved.securityAlerts,
    loginNotifications: saved.loginNotifications,
  };
}

/** A zone may be chosen when it is offered, or kept when it is the user's already. */
export function assertTimezoneAllowed(user: PreferencesUser, timezone: string, field = 'timezone') {
  if (timezone === user.timezone || OFFERED_TIMEZONES.some((z) => z.value === timezone)) return;
  throw new AppError('BAD_REQUEST', m.timezone, { [field]: m.timezone });
}

/** Saves the given preferences together; a new time zone also moves the weekly TODO e-mail to its clock. */
export async function updatePreferences(db: Db, user: PreferencesUser, input: PreferencesInput) {
  const { timezone, marketingEmails, ...rest } = input;
  if (timezone !== undefined) assertTimezoneAllowed(user, timezone);
  const zoneChanged = timezone !== undefined && timezone !== user.timezone;
  await db.transaction(async (tx) => {
    const values = marketingEmails === undefined ? rest : { ...rest, marketingEmails };
    if (Object.keys(values).length > 0) await q.upsertPreferencesRow(tx, user.id, values);
    if (marketingEmails !== undefined) await setNewsletterSubscription(tx, user.email, marketingEmails);
    if (zoneChanged) {
      await q.updateUserTimezoneRow(tx, user.id, timezone);
      await rescheduleWeeklyEmail(tx, user.id);
    }
  });
  return getPreferences(db, { ...user, timezone: timezone ?? user.timezone });
}
