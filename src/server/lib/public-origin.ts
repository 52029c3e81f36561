import { isIPv6 } from 'node:net';
import type { Env } from '../env';

/**
 * The one origin the server writes into absolute addresses: e-mailed links (verification, password reset,
 * portal, quote preview, reminders), canonical links, the sitemap, robots.txt and structured data.
 * PUBLIC_URL when set, else the address the server listens on. Never a request's Host or X-Forwarded-*
 * headers: whoever sends a request chooses those, and a reset link built from them hands them the token.
 */
export type PublicOrigin = {
  readonly url: string;
  /** Called once the server listens: without PUBLIC_URL, the port actually bound (PORT=0 picks one). */
  listening(port: number): void;
};

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '0:0:0:0:0:0:0:0', '']);

/** `http://host:port` for a listening server; on every interface, the name that always reaches it: localhost. */
export function listeningOrigin(host: string, port: number): string {
  const name = WILDCARD_HOSTS.has(host) ? 'localhost' : isIPv6(host) ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Until the server listens (jobs start first), the configured PORT stands in for the bound one. */
export function createPublicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): PublicOrigin {
  let url = env.PUBLIC_URL ?? listeningOrigin(env.HOST, env.PORT);
  return {
    get url() {
      return url;
    },
    listening(port) {
      if (!env.PUBLIC_URL) url = listeningOrigin(env.HOST, port);
    },
  };
}
