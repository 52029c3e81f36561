import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessions } from '../../../db/schema';

/** The opaque id a session is shown by: the first 16 hex digits of SHA-256 of its stored hash. */
const publicId = sql<string>`left(encode(sha256(convert_to(${sessions.sid}, 'UTF8')), 'hex'), 16)`;
const live = (userId: number) =>
  and(eq(sessions.userId, userId), gt(sessions.expire, new Date()), isNull(sql`${sessions.sess}->>'impersonatorId'`));

/** The user's own live sessions, most recently used first (an administrator's impersonation is not theirs). */
export async function findLiveSessions(db: Db, opts: { userId: number; limit: number }) {
  return db
    .select({
      id: publicId,
      sid: sessions.sid,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(live(opts.userId))
    .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`), desc(sessions.createdAt))
    .limit(opts.limit);
}

/** Ends the user's session shown as `id`; false when the user has none by that id. */
export async function deleteSessionRow(db: Db, opts: { userId: number; id: string }) {
  const rows = await db
    .delete(sessions)
    .where(and(live(opts.userId), eq(publicId, opts.id)))
    .returning({ sid: sessions.sid });
  return rows.length > 0;
}

/** Ends every session of the user but `keepSid`; returns how many ended. */
export async function deleteOtherSessionRows(db: Db, opts: { userId: number; keepSid: string }) {
  const rows = await db
    .delete(sessions)
    .where(and(live(opts.userId), ne(sessions.sid, opts.keepSid)))
    .returning({ sid: sessions.sid });
  return rows.length;
}
