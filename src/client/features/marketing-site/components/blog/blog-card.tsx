import { Link } from 'react-router';
import type { BlogPost } from '@shared/marketing-site/blog/posts';
import { CategoryBadge, PostMeta } from './post-meta';

/** One article of the grid; the title's link covers the whole card. */
export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <article className="relative flex flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div>
        <CategoryBadge category={post.category} />
      </div>
      <h3 className="mt-4 text-lg font-semibold leading-snug">
        <Link
          to={`/blog/${post.slug}`}
          className="rounded-sm after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 dark:hover:text-brand-100"
        >
          {post.title}
        </Link>
      </h3>
      <div className="mt-2 flex-1">
        <p className="line-clamp-3 text-sm text-muted">{post.excerpt}</p>
      </div>
      <div className="mt-4">
        <PostMeta post={post} stacked />
      </div>
    </article>
  );
}
