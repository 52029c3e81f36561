import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

/** The colours of a status, light and dark; the same tone means the same thing on every screen. */
const tones = {
  grey: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  violet: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  /** Void (a cancelled document): struck through. */
  struck: 'bg-slate-200 text-slate-600 line-through dark:bg-slate-800 dark:text-slate-400',
};

export type BadgeTone = keyof typeof tones;

/** A status pill. */
export function Badge(props: { tone: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[props.tone], props.className)}
    >
      {props.children}
    </span>
  );
}
