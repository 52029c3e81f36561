import type { Industry } from '../../content/industries';

export function IndustryCard({ industry }: { industry: Industry }) {
  const Icon = industry.icon;
  return (
    <article className="rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-400/20 text-amber-800 dark:text-accent-400">
          <Icon className="size-5" aria-hidden />
        </span>
        <h3 className="font-semibold">{industry.name}</h3>
      </div>
      <p className="mt-3 text-sm text-muted">{industry.text}</p>
    </article>
  );
}
