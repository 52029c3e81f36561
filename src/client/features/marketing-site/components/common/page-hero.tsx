import type { ReactNode } from 'react';

/** The top of a public page: optional badge, the page's one h1, a lead paragraph and actions. */
export function PageHero(props: { badge?: ReactNode; title: ReactNode; lead: ReactNode; actions?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-transparent px-4 pb-14 pt-14 text-center sm:pb-20 sm:pt-20 dark:from-brand-800/25">
      <div className="mx-auto max-w-3xl">
        {props.badge}
        <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{props.title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 text-pretty dark:text-slate-300">{props.lead}</p>
        {props.actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{props.actions}</div>}
      </div>
    </section>
  );
}

export function HeroBadge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2 rounded-full border border-brand-500/40 bg-card px-3 py-1 text-sm font-medium text-brand-800 dark:text-brand-100">
      {children}
    </span>
  );
}
