import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, operationName, type ApiOperation } from '../../test/api-operations';
import { createTestApp, type TestApp } from '../../test/app';
import { baselineOf, casesFor, fixedCasesFor } from '../../test/fuzz/fuzz-cases';
import { newTally, sendCases, slowest, type FuzzTally, type Identity } from '../../test/fuzz/fuzz-run';
import { createRng, seedFromEnv } from '../../test/prng';
import { seedTenant } from '../../test/tenant-fixture';
import { hintFor, pathValuesFor, type Fill } from '../../test/tenant-requests';
import { rowsOfTenant } from '../../test/tenant-rows';
import { TEST_ADMIN } from '../../test/test-env';
import { HOSTILE_HEADERS } from '../../test/fuzz/fuzz-values';
import { buildApp } from '../app';
import { platformSettings, sessions, users } from '../db/schema';
import { forgetPlatformSettings } from '../features/admin/platform-settings.service';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../lib/session';
import { hashToken, newToken } from '../lib/tokens';

/**
 * Malformed, hostile and oversized input for every operation of the OpenAPI document, signed out, as a verified
 * owner with a company and as an administrator: no answer may be 500 or more. CI sends a few cases of every
 * kind per operation; `npm run fuzz -- --seconds 300 --cases 60` keeps going (`--seed` replays a run).
 */
const seed = seedFromEnv();
const casesPerOperation = Number(process.env.FUZZ_CASES || 8);
const seconds = Number(process.env.FUZZ_SECONDS || 0);

/** A per-operation random source, so adding a route does not change the cases of the others. */
function rngFor(...parts: (string | number)[]) {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return createRng(h);
}

describe('API fuzz', () => {
  let t: TestApp;
  let ops: ApiOperation[];
  let owner: Fill;
  let identities: Identity[];

  beforeAll(async () => {
    t = await createTestApp();
    const tenant = await seedTenant(t, { tag: 'Fuzz' });
    owner = { tenant, rows: await rowsOfTenant(t.db, tenant.user.id) };
    ops = await listOperations(t.app);
    const [admin] = await t.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    /** Signed in as `userId`, again whenever a case has ended the session (a session row: no password hashing). */
    const session = (name: string, userId: number): Identity => {
      let cookie: string | undefined;
      return {
        name,
        changed: () => void (cookie = undefined),
        async cookie() {
          if (cookie) return cookie;
          const token = newToken();
          const expire = new Date(Date.now() + 24 * 60 * 60 * 1000);
          await t.db.insert(sessions).values({ sid: hashToken(token), userId, sess: { userId }, expire });
          return (cookie = `${SESSION_COOKIE}=${token}`);
        },
      };
    };
    identities = [
      { name: 'signed out', cookie: async () => undefined, changed: () => undefined },
      session('owner', tenant.user.id),
      session('administrator', admin.id),
    ];
  }, 120_000);
  afterAll(() => t.close());

  async function endMaintenance() {
    await t.db.update(platformSettings).set({ maintenanceMode: false });
    forgetPlatformSettings(t.ctx.db);
  }

  it(
    'answers no request with 500 or more',
    async () => {
      const length = seconds ? `rounds for ${seconds} s` : 'one round';
      console.log(`API fuzz: seed ${seed}, ${casesPerOperation} cases per operation and identity, ${length}`);
      const tally: FuzzTally = newTally();
      const deadline = Date.now() + seconds * 1000;
      for (let round = 0; round === 0 || Date.now() < deadline; round++) {
        for (const op of ops) {
          // The owner's own rows make the valid-looking request reach the handler's real work.
          let combos: Record<string, string>[] = [];
          try {
            combos = pathValuesFor(op, owner, owner).combos;
          } catch {
            // The tenant matrix reports a parameter nobody can fill; here the schema's sample does.
          }
          const baseFor = (pick: number) => {
            const base = baselineOf(op, hintFor(op, owner));
            if (combos.length) base.params = combos[pick % combos.length];
            return base;
          };
          for (const identity of identities) {
            const rng = rngFor(seed, round, identity.name, operationName(op));
            await sendCases(t, op, casesFor(op, baseFor(rng.int(1000)), rng, casesPerOperation), identity, tally);
            // The administrator's valid-looking settings may put the site in maintenance: everyone else would then
            // meet its 503 (a deliberate answer) instead of the operations under test.
            if (op.path === '/api/admin/platform-settings') await endMaintenance();
          }
          // The owner reaches furthest into every operation: the fixed cases go there.
          if (round === 0) await sendCases(t, op, fixedCasesFor(op, baseFor(0)), identities[1], tally);
          // The owner too may be an administrator by now (an administrator's case on their account).
          if (op.path === '/api/admin/platform-settings') await endMaintenance();
          if (round > 0 && Date.now() >= deadline) break;
        }
      }
      console.log(
        `API fuzz: ${tally.sent} requests (${tally.unsendable} unsendable), answers ${JSON.stringify(tally.byStatus)}`,
      );
      console.log(`API fuzz: slowest operations ${slowest(tally).join(', ')}`);
      if (tally.failures.length) {
        const shown = tally.failures.slice(0, 80).join('\n');
        const more = tally.failures.length > 80 ? `\n... and ${tally.failures.length - 80} more` : '';
        throw new Error(
          `${tally.failures.length} requests failed. Replay with FUZZ_SEED=${seed} ` +
            `(npm run fuzz -- --seed ${seed}):\n${shown}${more}`,
        );
      }
      // A run whose requests all bounce off validation or the guards proves little: most must get through.
      expect(tally.byStatus['200'] ?? 0).toBeGreaterThan(ops.length);
    },
    // One round sends every operation its cases as three identities: minutes on a busy two-core machine.
    (seconds + 300) * 1000,
  );

  it('answers junk headers and odd paths on the public pages without 500', async () => {
    // The site open, whatever the operations' cases left: a maintenance page is a deliberate 503.
    await endMaintenance();
    // A client build of one page is enough: the page head, robots.txt and the sitemap are written per request.
    const dir = mkdtempSync(join(tmpdir(), 'crewdesk-fuzz-client-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    const pages = await buildApp(t.ctx, { clientDir: dir, logger: t.app.log });
    try {
      const paths = ['/', '/pricing', '/blog', '/no-such-page', '/robots.txt', '/sitemap.xml', '/assets/missing.js'];
      const odd = [
        '/%00',
        '/a%00b',
        '/..%2f..%2fetc%2fpasswd',
        '/%ff',
        '/?q=%00',
        `/${'x'.repeat(3000)}`,
        '//evil.example',
      ];
      const headers: [string, string][] = [
        ['accept', 'text/html'],
        ['cookie', `${SESSION_HINT_COOKIE}=1`],
        ...['host', 'cookie', 'x-forwarded-host', 'x-forwarded-proto', 'accept-encoding'].flatMap((name) =>
          HOSTILE_HEADERS[name].map((value): [string, string] => [name, value]),
        ),
      ];
      const tally = newTally();
      for (const path of [...paths, ...odd]) {
        const page: ApiOperation = { method: 'GET', path, tags: [], pathParams: [], queryParams: [] };
        const cases = headers.map(([name, value]) => ({
          kind: 'page',
          change: `header ${name}: ${JSON.stringify(value.slice(0, 40))}`,
          method: 'GET' as const,
          url: path,
          headers: { [name]: value },
        }));
        await sendCases(t, page, cases, identities[0], tally, pages);
      }
      expect(tally.failures).toEqual([]);
    } finally {
      await pages.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
