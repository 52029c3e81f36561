import type { ReactNode } from 'react';
import type { Language } from '../../../../../shared/account/preference-values';
import { jsonForScript } from '../../../../lib/seo';
import type { PageColours } from './page-colours';
import { pageStyles } from './page-styles';

export type DocumentHead = {
  title: string;
  description: string;
  /** Absent on the not-found page, which search engines should not keep. */
  canonical?: string;
  siteName?: string;
  image?: string | null;
  /** The tab's icon: the business's logo; none asked for without one (no request that answers 404). */
  icon?: string | null;
  jsonLd?: unknown;
};

/**
 * The whole document around a storefront's body, in the business's language: its head (title, description,
 * canonical, social tags, structured data), the inline stylesheet and the one deferred script (from our origin:
 * the policy allows no inline script) with its words as data (JSON, which runs nothing).
 */
export function StorefrontDocument(p: {
  head: DocumentHead;
  colours: PageColours;
  language?: Language;
  scriptSrc?: string;
  /** The script's words, read by it from the element of this id. */
  scriptTexts?: { id: string; texts: unknown };
  children: ReactNode;
}) {
  const { head, scriptTexts } = p;
  return (
    <html lang={p.language ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta name="theme-color" content={p.colours.secondarySurface.background} />
        <link rel="icon" href={head.icon || 'data:,'} />
        {head.canonical ? (
          <>
            <link rel="canonical" href={head.canonical} />
            <meta property="og:type" content="website" />
            <meta property="og:title" content={head.title} />
            <meta property="og:description" content={head.description} />
            <meta property="og:url" content={head.canonical} />
            {head.siteName ? <meta property="og:site_name" content={head.siteName} /> : null}
            {head.image ? <meta property="og:image" content={head.image} /> : null}
            <meta name="twitter:card" content="summary" />
          </>
        ) : (
          <meta name="robots" content="noindex" />
        )}
        <style dangerouslySetInnerHTML={{ __html: pageStyles(p.colours) }} />
        {p.scriptSrc ? <script src={p.scriptSrc} defer /> : null}
        {scriptTexts ? (
          <script
            id={scriptTexts.id}
            type="application/json"
            dangerouslySetInnerHTML={{ __html: jsonForScript(scriptTexts.texts) }}
          />
        ) : null}
        {head.jsonLd === undefined ? null : (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(head.jsonLd) }} />
        )}
      </head>
      <body>{p.children}</body>
    </html>
  );
}
