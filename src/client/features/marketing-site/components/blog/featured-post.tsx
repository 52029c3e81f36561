import { ArrowRight, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import type { BlogPost } from '@shared/marketing-site/blog/posts';
import { CategoryBadge, PostMeta } from './post-meta';
import { useT } from '@client/i18n/use-t';

export function FeaturedPost({ post }: { post: BlogPost }) {
  const t = useT();
  return (
    <article
      aria-labelledby="featured-title"
      className="overflow-hidden rounded-2xl border bg-card shadow-sm md:grid md:grid-cols-[2fr_3fr]"
    >
      <div className="flex items-center justify-center bg-gradient-to-br from-brand-700 to-brand-800 p-8 text-white">
        <div className="text-center">
          <Star className="mx-auto size-10 text-accent-400" aria-hidden />
          <p className="mt-3 text-sm font-semibold uppercase tracking-wide">{t('marketing-site.blog.featured')}</p>
          <p className="mt-1 text-brand-50">{post.category}</p>
        </div>
      </div>
      <div className="p-6 sm:p-8">
        <CategoryBadge category={post.category} />
        <h2 id="featured-title" className="mt-4 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-700 dark:hover:text-brand-100">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 text-muted">{post.excerpt}</p>
        <div className="mt-4">
          <PostMeta post={post} />
        </div>
        <Button asChild className="mt-6">
          <Link to={`/blog/${post.slug}`} aria-label={t('marketing-site.blog.readLabel', { title: post.title })}>
            {t('marketing-site.blog.read')} <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </article>
  );
}
