import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of the app are believed about the client's address (X-Forwarded-For) and the
 * original protocol and host: none, the nearest N hops, or those at the listed addresses.
 */
export type TrustProxy = false | number | string[];

// The names proxy-addr (Fastify's parser of X-Forwarded-For) knows for address ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const HINT = 'must be false, a number of proxy hops, or a comma list of proxy addresses (CIDR ranges allowed)';

/**
 * TRUST_PROXY as written in the environment. `true` means one hop (the proxy right in front of the app), never
 * "every hop": trusting all of X-Forwarded-For lets a client pick its own address by writing a leftmost entry.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim().toLowerCase();
    if (['', 'false', '0', 'no'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({ code: 'custom', message: HINT });
    return z.NEVER;
  });

/** Fastify's `trustProxy` for our setting: a hop count becomes "the nearest N addresses are proxies". */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  // Fastify fails closed on a bare number; proxy-addr numbers hops from the socket's peer (0) outwards.
  return (_address, hop) => hop < trust;
}
