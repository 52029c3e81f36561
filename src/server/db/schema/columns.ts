import { customType, numeric, serial, timestamp } from 'drizzle-orm/pg-core';

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
