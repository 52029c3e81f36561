import { useEffect } from 'react';
import { pageHead, type PageHeadInput } from '@shared/marketing-site/page-meta';
import { readSiteInfo } from './site-info';

export { softwareApplicationJsonLd } from '@shared/marketing-site/structured-data';

export type PageMetaInput = PageHeadInput & {
  /** Structured data written into a `<script type="application/ld+json">`; removed when the page unmounts. */
  jsonLd?: object;
};

/** The id the server gives the JSON-LD it writes, so the client replaces that element instead of adding one. */
export const JSON_LD_ID = 'page-json-ld';

function upsertMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}

function upsertCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/**
 * Sets the page's title, description, keywords, Open Graph and Twitter tags, canonical link and optional
 * JSON-LD (the server writes the same tags into the HTML for crawlers). Running it again with the same values
 * changes nothing; new values replace the old ones.
 */
export function usePageMeta({ title, description, keywords, path, jsonLd, type, index }: PageMetaInput) {
  const keywordText = Array.isArray(keywords) ? keywords.join(', ') : keywords;
  const jsonText = jsonLd === undefined ? undefined : JSON.stringify(jsonLd);

  useEffect(() => {
    const head = pageHead(
      { title, description, keywords: keywordText, path, type, index },
      window.location.origin,
      readSiteInfo().siteName,
    );
    document.title = head.title;
    for (const tag of head.meta) upsertMeta(tag.attribute, tag.key, tag.content);
    upsertCanonical(head.canonical);
  }, [title, description, keywordText, path, type, index]);

  useEffect(() => {
    const existing = document.getElementById(JSON_LD_ID);
    if (jsonText === undefined) {
      // Data the server wrote for another page (we arrived here by client-side navigation) no longer applies.
      if (existing && existing.dataset.path !== path) existing.remove();
      return;
    }
    const script = existing ?? document.createElement('script');
    script.id = JSON_LD_ID;
    script.setAttribute('type', 'application/ld+json');
    script.dataset.path = path;
    script.textContent = jsonText;
    if (!existing) document.head.append(script);
    return () => script.remove();
  }, [jsonText, path]);
}
