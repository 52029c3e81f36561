import { RESERVED_SUBDOMAINS } from '../../../../shared/storefronts/storefront-values';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The Host of a storefront under ROOT_DOMAIN (`acme.crewdesk.app`, a port allowed): one label before the root
 * domain, never a reserved name (www, app, api...) nor the first label of the app's own host, which keep serving
 * the app. Case-insensitive, as host names are.
 */
export function storefrontHostPattern(rootDomain: string, appOrigin: string): RegExp {
  const root = rootDomain.toLowerCase();
  const appHost = new URL(appOrigin).hostname.toLowerCase();
  const excluded = new Set(RESERVED_SUBDOMAINS);
  if (appHost.endsWith(`.${root}`)) excluded.add(appHost.slice(0, -root.length - 1));
  const names = [...excluded].map(escapeRegExp).join('|');
  return new RegExp(`^(?!(?:${names})\\.)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.${escapeRegExp(root)}(?::\\d+)?$`, 'i');
}

/** The storefront's subdomain in a Host the pattern matched: its first label, lower-cased. */
export const subdomainOfHost = (host: string) => host.split('.')[0].toLowerCase();
