import type { ReactNode } from 'react';
import { cx } from '@client/lib/cx';

/** Eyebrow, h2 and a line of explanation, centered above a section's content. */
export function SectionHeading(props: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <div className={cx('mx-auto max-w-2xl text-center', props.className)}>
      {props.eyebrow && (
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">
          {props.eyebrow}
        </p>
      )}
      <h2 id={props.id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {props.title}
      </h2>
      {props.children && <p className="mt-4 text-lg text-muted">{props.children}</p>}
    </div>
  );
}
