import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

export async function findUserById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function createUser(db: Db, values: NewUser) {
  const [user] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  return user;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUser>) {
  const [user] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return user;
}

export async function findUserByVerificationToken(db: Db, tokenHash: string, sentAfter: Date) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.emailVerificationToken, tokenHash), gt(users.emailVerificationSentAt, sentAfter)));
  return user;
}

export async function findUserByResetToken(db: Db, tokenHash: string, now: Date) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.passwordResetToken, tokenHash), gt(users.passwordResetExpires, now)));
  return user;
}

export async function deleteSessionsOfUser(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
