import type { ReactNode } from 'react';

/** The closing band of a page: a last reason to start, and the buttons to do it. */
export function CallToAction({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl rounded-2xl bg-brand-800 px-6 py-12 text-center text-white shadow-lg sm:px-12 dark:bg-brand-800/60 dark:ring-1 dark:ring-brand-500/30">
        <h2 className="text-3xl font-bold tracking-tight text-balance">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
