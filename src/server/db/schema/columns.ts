import { sql } from 'drizzle-orm';
import { customType, index, numeric, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const id = () => serial().primaryKey();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** numeric(10,2): read and written as a decimal string, never a float. */
export const money = () => numeric({ precision: 10, scale: 2 });

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * An index of the rows where a nullable column is set: a foreign key that most rows leave empty (who changed it, the
 * coupon used), found by index when the row it names is deleted or looked up.
 */
export const indexWhereSet = (column: AnyPgColumn) =>
  index()
    .on(column)
    .where(sql`${column} is not null`);
