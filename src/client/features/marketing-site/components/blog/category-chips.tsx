import { blogCategories, type BlogCategory } from '@shared/marketing-site/blog/posts';
import { cx } from '@client/lib/cx';
import { useT } from '@client/i18n/use-t';

const ALL = 'all';

/** Toggle buttons; `null` is All Posts. */
export function CategoryChips({
  value,
  onChange,
}: {
  value: BlogCategory | null;
  onChange(next: BlogCategory | null): void;
}) {
  const t = useT();
  const chips: (BlogCategory | typeof ALL)[] = [ALL, ...blogCategories];
  return (
    <div role="group" aria-label={t('marketing-site.blog.filter')} className="flex flex-wrap justify-center gap-2">
      {chips.map((chip) => {
        const pressed = chip === ALL ? value === null : value === chip;
        return (
          <button
            key={chip}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(chip === ALL ? null : chip)}
            className={cx(
              'rounded-full border px-4 py-2 text-sm font-medium transition-colors',
              pressed
                ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-500 dark:text-slate-950'
                : 'bg-card text-slate-700 hover:border-brand-600 hover:text-brand-800 dark:text-slate-200 dark:hover:text-brand-100',
            )}
          >
            {chip === ALL ? t('marketing-site.blog.allPosts') : chip}
          </button>
        );
      })}
    </div>
  );
}
