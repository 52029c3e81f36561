import { useSearchParams } from 'react-router';
import { usePublicPageMeta } from '../../use-public-page-meta';
import { blogPosts, isBlogCategory, type BlogCategory } from '@shared/marketing-site/blog/posts';
import { CategoryChips } from '../blog/category-chips';
import { FeaturedPost } from '../blog/featured-post';
import { NewsletterBox } from '../blog/newsletter-box';
import { PostGrid } from '../blog/post-grid';
import { PageHero } from '../common/page-hero';
import { PublicLayout } from '../public-layout';
import { useT } from '@client/i18n/use-t';

export function BlogPage() {
  const t = useT();
  usePublicPageMeta('/blog');
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isBlogCategory(raw) ? raw : null;
  const featured = blogPosts.find((post) => post.featured);
  const shown = category
    ? blogPosts.filter((post) => post.category === category)
    : blogPosts.filter((post) => post !== featured);

  const choose = (next: BlogCategory | null) =>
    setParams(next ? { category: next } : {}, { replace: true, preventScrollReset: true });

  return (
    <PublicLayout>
      <PageHero title={t('marketing-site.blog.title')} lead={t('marketing-site.blog.lead')} />
      <div className="mx-auto max-w-6xl space-y-12 px-4 pb-16">
        <CategoryChips value={category} onChange={choose} />
        {!category && featured && <FeaturedPost post={featured} />}
        <section aria-labelledby="articles-heading">
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="articles-heading" className="text-2xl font-bold tracking-tight">
              {category ?? t('marketing-site.blog.latest')}
            </h2>
            <p className="text-sm text-muted" aria-live="polite">
              {t('marketing-site.blog.count', { count: shown.length })}
            </p>
          </div>
          <PostGrid posts={shown} />
        </section>
        <NewsletterBox />
      </div>
    </PublicLayout>
  );
}
