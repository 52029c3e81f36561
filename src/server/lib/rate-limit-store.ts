import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store whose counters live in the database, so every app process shares them. */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new DatabaseStore(undefined, `${route?.method ?? ''} ${route?.url ?? ''}|`);
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      this.count(`${this.prefix}${key}`, timeWindow, true).then((r) => cb(null, r), cb);
    }

    read(key: string, cb: Callback, timeWindow: number) {
      this.count(`${this.prefix}${key}`, timeWindow, false).then((r) => cb(null, r), cb);
    }

    private async count(key: string, windowMs: number, increment: boolean) {
      const step = increment ? 1 : 0;
      const [row] = await queryRows<{ count: number; ttl: string }>(
        db,
        sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, ${step}, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then ${step} else rate_limits.count + ${step} end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, extract(epoch from (reset_at - now())) * 1000 as ttl`,
      );
      return { current: Number(row.count), ttl: Math.max(0, Math.round(Number(row.ttl))) };
    }
  };
}
