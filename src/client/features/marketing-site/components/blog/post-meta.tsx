import { format, parseISO } from 'date-fns';
import { Clock } from 'lucide-react';
import { cx } from '@client/lib/cx';
import { postReadTime, type BlogPost } from '@shared/marketing-site/blog/posts';
import { useT } from '@client/i18n/use-t';

export const formatPostDate = (iso: string) => format(parseISO(iso), 'MMM dd, yyyy');

/** Author, date and read time; `stacked` puts the author on a line of its own (narrow cards). */
export function PostMeta({ post, stacked = false }: { post: BlogPost; stacked?: boolean }) {
  const t = useT();
  return (
    <div
      className={cx(
        'flex gap-x-2 gap-y-1 text-sm text-muted',
        stacked ? 'flex-col' : 'flex-col sm:flex-row sm:flex-wrap sm:items-center',
      )}
    >
      <span className="font-medium text-slate-700 dark:text-slate-200">{post.author}</span>
      {!stacked && (
        <span aria-hidden className="hidden sm:inline">
          ·
        </span>
      )}
      <span className="inline-flex flex-wrap items-center gap-x-2">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        <span aria-hidden>·</span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          {t('marketing-site.blog.readTime', { minutes: postReadTime(post) })}
        </span>
      </span>
    </div>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-800/40 dark:text-brand-100">
      {category}
    </span>
  );
}
