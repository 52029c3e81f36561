import type { BlogPost } from '@shared/marketing-site/blog/posts';
import { BlogCard } from './blog-card';
import { useT } from '@client/i18n/use-t';

export function PostGrid({ posts }: { posts: BlogPost[] }) {
  const t = useT();
  if (posts.length === 0) {
    return <p className="rounded-xl border bg-card p-8 text-center text-muted">{t('marketing-site.blog.empty')}</p>;
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <BlogCard key={post.slug} post={post} />
      ))}
    </div>
  );
}
