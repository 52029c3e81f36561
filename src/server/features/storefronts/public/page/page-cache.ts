import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type CachedPage = {
  html: string;
  /** Weak: the same page goes out plain, gzip or Brotli. */
  etag: string;
  encoded: { br?: Buffer; gzip?: Buffer };
};

type Entry = CachedPage & { version: string };

/** A short digest of anything JSON can write: what a cached page is kept against. */
export const versionOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/**
 * Rendered pages by key (the storefront's page and how it is addressed), each kept against the version of what
 * it shows: a new version renders again. Bounded: past `max` keys the least recently used goes.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly max = 500) {}

  get size() {
    return this.entries.size;
  }

  /** The page of `key` at `version`, rendered by `render` unless it is already kept. */
  page(key: string, version: string, render: () => string): CachedPage {
    const kept = this.entries.get(key);
    this.entries.delete(key);
    const entry =
      kept?.version === version
        ? kept
        : (() => {
            const html = render();
            return { version, html, etag: `W/"${versionOf(html).slice(0, 27)}"`, encoded: {} };
          })();
    this.entries.set(key, entry);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}

/** The page's bytes in `encoding`, compressed once and kept with the page. */
export function encodedBody(page: CachedPage, encoding: 'br' | 'gzip'): Buffer {
  const kept = page.encoded[encoding];
  if (kept) return kept;
  const body =
    encoding === 'br'
      ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(page.html, { level: 9 });
  page.encoded[encoding] = body;
  return body;
}

/** Whether `If-None-Match` names this ETag (weakly compared, as GET allows), or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
