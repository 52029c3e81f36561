import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { scheduleVersions } from '../../../db/schema';
import { preparedOnce } from '../../../lib/json-object';

// The week's visits as JSON text, kept in memory per company, range and technician against the company's schedule
// version (`schedule_versions`, which deferred triggers move whenever anything the week shows changes, migration
// 0019). The whole crew and the office read the same week again and again: each read costs the version's lookup,
// and only the first after a change writes the JSON again. The version is read before the visits, so what is kept
// is never older than the version it is kept under; any later change moves the version and misses. The text is kept
// as its UTF-8 bytes, so a read hands the socket the bytes it sends without encoding 0.8 kB a visit again.

type Entry = { version: number; json: Buffer };

/** What all the kept weeks of one database may hold (JSON bytes, about 0.8 kB a visit). */
const MAX_BYTES = 16 * 1024 * 1024;

class WeekCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  get(key: string, version: number): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Most recently used last: a Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.json;
  }

  set(key: string, version: number, json: Buffer) {
    this.remove(key);
    if (json.length > MAX_BYTES / 4) return;
    this.entries.set(key, { version, json });
    this.bytes += json.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= MAX_BYTES) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.json.length;
    this.entries.delete(key);
  }
}

const caches = new WeakMap<Db, WeekCache>();

function versionStatement(db: Db) {
  return preparedOnce(db, 'schedule_version', () =>
    db
      .select({ version: scheduleVersions.version })
      .from(scheduleVersions)
      .where(eq(scheduleVersions.companyId, sql.placeholder('companyId')))
      .prepare('schedule_version'),
  );
}

/**
 * The week's JSON (UTF-8 bytes) for `key` (the company's range and technician) from memory when the company's schedule has not
 * changed since it was written, else from `read`, then kept. Never call it inside a transaction: a transaction's
 * own uncommitted writes are not in the version.
 */
export async function cachedWeek(db: Db, companyId: number, key: string, read: () => Promise<string>) {
  const [row] = await versionStatement(db).execute({ companyId });
  const version = Number(row?.version ?? 0);
  let cache = caches.get(db);
  if (!cache) {
    cache = new WeekCache();
    caches.set(db, cache);
  }
  const fullKey = `${companyId} ${key}`;
  const kept = cache.get(fullKey, version);
  if (kept !== undefined) return kept;
  const json = Buffer.from(await read(), 'utf8');
  cache.set(fullKey, version, json);
  return json;
}
