import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@client/components/ui/button';
import { blogPostMeta } from '@shared/marketing-site/page-meta';
import { usePageMeta } from '@client/lib/use-page-meta';
import { blogPosts, findPost } from '@shared/marketing-site/blog/posts';
import { ArticleBody } from '../blog/article-body';
import { NewsletterBox } from '../blog/newsletter-box';
import { PostGrid } from '../blog/post-grid';
import { CategoryBadge, PostMeta } from '../blog/post-meta';
import { PublicLayout } from '../public-layout';
import { useT } from '@client/i18n/use-t';

const backLink =
  'inline-flex items-center gap-2 rounded-sm text-sm font-medium text-brand-700 hover:underline underline-offset-4 dark:text-brand-100';

function ArticleNotFound() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <FileQuestion className="size-12 text-muted" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('marketing-site.post.notFound')}</h1>
      <p className="mt-3 text-muted">{t('marketing-site.post.notFoundText')}</p>
      <Button asChild className="mt-6">
        <Link to="/blog">
          <ArrowLeft aria-hidden /> {t('marketing-site.post.backToBlog')}
        </Link>
      </Button>
    </div>
  );
}

export function BlogPostPage() {
  const t = useT();
  const { slug } = useParams();
  const post = findPost(slug);
  usePageMeta(
    post
      ? blogPostMeta(post)
      : {
          title: t('marketing-site.post.notFound'),
          description: t('marketing-site.post.notFoundDescription'),
          index: false,
          path: `/blog/${slug ?? ''}`,
        },
  );
  if (!post) {
    return (
      <PublicLayout>
        <ArticleNotFound />
      </PublicLayout>
    );
  }
  const related = [
    ...blogPosts.filter((p) => p !== post && p.category === post.category),
    ...blogPosts.filter((p) => p !== post && p.category !== post.category),
  ].slice(0, 3);

  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <Link to="/blog" className={backLink}>
          <ArrowLeft className="size-4" aria-hidden /> {t('marketing-site.post.all')}
        </Link>
        <header className="mt-6 border-b pb-8">
          <Link to={`/blog?category=${encodeURIComponent(post.category)}`} className="rounded-full">
            <CategoryBadge category={post.category} />
          </Link>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-muted">{post.excerpt}</p>
          <div className="mt-5">
            <PostMeta post={post} />
            <p className="mt-1 text-sm text-muted">{t('marketing-site.post.authorRole', { role: post.authorRole })}</p>
          </div>
        </header>
        <div className="mt-8">
          <ArticleBody sections={post.body} />
        </div>
        <div className="mt-12 border-t pt-6">
          <Link to="/blog" className={backLink}>
            <ArrowLeft className="size-4" aria-hidden /> {t('marketing-site.post.backToAll')}
          </Link>
        </div>
      </article>
      <div className="mx-auto max-w-6xl space-y-12 px-4 pb-16">
        <section aria-labelledby="more-heading">
          <h2 id="more-heading" className="mb-6 text-2xl font-bold tracking-tight">
            {t('marketing-site.post.more')}
          </h2>
          <PostGrid posts={related} />
        </section>
        <NewsletterBox />
      </div>
    </PublicLayout>
  );
}
