import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { NotificationList } from '../../../shared/notifications/notifications.schemas';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { usersWithoutPushNotifications } from '../account/preferences/notice-switches.service';

export type NewNotification = { userId: number; kind: string; title: string; body?: string; link?: string };

/** Other features call this to tell users something, in one insert; the bell shows it (unless the user said not to). */
export async function notify(db: Db, n: NewNotification | NewNotification[]) {
  const all = Array.isArray(n) ? n : [n];
  const off = new Set(await usersWithoutPushNotifications(db, [...new Set(all.map((r) => r.userId))]));
  const rows = all.filter((r) => !off.has(r.userId));
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

export async function listNotifications(db: Db, opts: { userId: number; limit: number }): Promise<NotificationList> {
  const [items, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, opts.userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(opts.limit),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, opts.userId), isNull(notifications.readAt))),
  ]);
  return {
    unreadCount: Number(unread.n),
    items: items.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      link: n.link,
      readAt: n.readAt?.toISOString() ?? null,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}

/** Marks one notification read; false when it is not the user's (or does not exist). */
export async function markRead(db: Db, opts: { userId: number; id: number }) {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, opts.id), eq(notifications.userId, opts.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (rows.length > 0) return true;
  const [exists] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, opts.id), eq(notifications.userId, opts.userId)));
  return Boolean(exists);
}

export async function markAllRead(db: Db, opts: { userId: number }) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, opts.userId), isNull(notifications.readAt)));
}
