import { findPageMeta } from '@shared/marketing-site/page-meta';
import { usePageMeta, type PageMetaInput } from '@client/lib/use-page-meta';
import { useT } from '@client/i18n/use-t';

/** The public pages' titles in the page's language (the server writes the English ones for crawlers). */
const titles = (t: ReturnType<typeof useT>): Record<string, string> => ({
  '/': t('marketing-site.meta.home'),
  '/features': t('marketing-site.nav.features'),
  '/pricing': t('marketing-site.nav.pricing'),
  '/blog': t('marketing-site.nav.blog'),
  '/customer-storefronts': t('marketing-site.meta.storefronts'),
  '/logo-test': t('marketing-site.meta.logoTest'),
  '/terms-of-service': t('marketing-site.legal.terms'),
  '/privacy-policy': t('marketing-site.legal.privacy'),
});

/** The head of a public page from the shared page table (the same the server writes for crawlers). */
export function usePublicPageMeta(path: string, extra: Partial<PageMetaInput> = {}) {
  const t = useT();
  const meta = findPageMeta(path);
  if (!meta) throw new Error(`No page metadata for ${path}`);
  usePageMeta({ ...meta, title: titles(t)[path] ?? meta.title, ...extra });
}
