import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';

type EventKey = { provider: string; eventId: string };

/** True for the first delivery of an event; false when it was handled (or is being handled) already. */
export async function claimEvent(db: Db, event: EventKey & { type: string }) {
  const rows = await db
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return rows.length > 0;
}

export async function forgetEvent(db: Db, event: EventKey) {
  await db
    .delete(webhookEvents)
    .where(and(eq(webhookEvents.provider, event.provider), eq(webhookEvents.eventId, event.eventId)));
}
