import type { Db } from '../../../db/client';
import * as q from './preferences.queries';

/*
 * The notification switches of Profile Settings, for the features that send notices. Apart from the preferences'
 * service, which reads the newsletter (whose feature notifies): no import cycle.
 */

/** Whether the owner wants notice e-mails about their business (quote answers, payments, bookings, leads...). */
export async function wantsNoticeEmails(db: Db, userId: number): Promise<boolean> {
  return (await q.findUsersWithSwitchOff(db, [userId], 'emailNotifications')).length === 0;
}

/** Of `userIds`, those who turned the in-app notifications off. */
export function usersWithoutPushNotifications(db: Db, userIds: number[]): Promise<number[]> {
  return q.findUsersWithSwitchOff(db, userIds, 'pushNotifications');
}
