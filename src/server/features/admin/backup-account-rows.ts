import type { Db } from '../../db/client';
import {
  companyMembers,
  dataExportParts,
  dataExports,
  emailSchedulerSettings,
  teamInvitations,
  todoItems,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  userPreferences,
  users,
  userTwoFactor,
  weeklyEmailLogs,
} from '../../db/schema';

/**
 * For the backup test: rows of the owner's own account (preferences, two-factor, an export, TODOs and their weekly
 * e-mail) and of the business's team, written directly where no call writes them in one step.
 */
export async function fillAccountRows(db: Db, opts: { userId: number; companyId: number; file: Uint8Array }) {
  const { userId, companyId, file } = opts;
  await db.insert(userPreferences).values({ userId, theme: 'dark', language: 'es' });
  await db.insert(userTwoFactor).values({ userId, secret: 'backup-secret' });
  await db.insert(twoFactorRecoveryCodes).values({ userId, codeHash: 'a'.repeat(64) });
  const expiresAt = new Date(Date.now() + 60_000);
  await db.insert(twoFactorChallenges).values({ tokenHash: 'b'.repeat(64), userId, expiresAt });
  const [zip] = await db
    .insert(dataExports)
    .values({ userId, companyId, status: 'ready', byteSize: file.length })
    .returning();
  await db.insert(dataExportParts).values({ exportId: zip.id, part: 0, data: file });
  const [todo] = await db.insert(todoItems).values({ userId, title: 'Call the supplier' }).returning();
  await db.insert(emailSchedulerSettings).values({ userId, sendDay: 'friday' });
  await db
    .insert(weeklyEmailLogs)
    .values({ userId, emailSubject: 'Your week', emailContent: '<p>1 item</p>', todoItemsIncluded: [todo.id] });
  // The owner's team: a technician, and an invitation waiting for an office member.
  const [tech] = await db.insert(users).values({ email: 'tech@example.com', password: 'x' }).returning();
  await db.insert(companyMembers).values({ companyId, userId: tech.id, role: 'technician' });
  await db.insert(teamInvitations).values({
    companyId,
    email: 'office@example.com',
    role: 'office',
    tokenHash: 'c'.repeat(64),
    invitedByUserId: userId,
    expiresAt,
  });
}
