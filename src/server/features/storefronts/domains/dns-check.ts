import { Resolver } from 'node:dns/promises';

/** What a DNS check found: the expected value, another value (or none) at the name, no such name, or no answer. */
export type TxtCheck = 'found' | 'wrong' | 'missing' | 'failed';

/** Names with no records of the type, or no name at all: the owner has not added the record (yet). */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA']);

/**
 * Looks up the TXT records at `name` (through `servers`, `host:port` each, or the system's resolvers) and tells
 * whether one of them is `value` exactly. A record split into several strings counts as their concatenation.
 */
export async function checkTxtRecord(name: string, value: string, servers?: string[]): Promise<TxtCheck> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers?.length) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(name);
    if (records.some((chunks) => chunks.join('') === value)) return 'found';
    return records.length > 0 ? 'wrong' : 'missing';
  } catch (error) {
    return ABSENT.has((error as { code?: string }).code ?? '') ? 'missing' : 'failed';
  }
}
