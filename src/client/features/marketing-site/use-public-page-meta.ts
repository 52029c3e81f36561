import { findPageMeta } from '@shared/marketing-site/page-meta';
import { usePageMeta, type PageMetaInput } from '@client/lib/use-page-meta';

/** The head of a public page from the shared page table (the same the server writes for crawlers). */
export function usePublicPageMeta(path: string, extra: Partial<PageMetaInput> = {}) {
  const meta = findPageMeta(path);
  if (!meta) throw new Error(`No page metadata for ${path}`);
  usePageMeta({ ...meta, ...extra });
}
