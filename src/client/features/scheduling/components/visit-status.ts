import type { AppointmentStatus } from '@shared/scheduling/schedule-values';

/**
 * One colour per status, the same on the calendar's blocks, the legend and the badges: `block` fills a visit on the
 * calendar, `badge` is the pill, `dot` the legend's swatch. A cancelled visit is struck through everywhere.
 */
export const statusColours: Record<AppointmentStatus, { block: string; badge: string; dot: string }> = {
  scheduled: {
    block: 'border-blue-500 bg-blue-50 text-blue-950 dark:bg-blue-950 dark:text-blue-50',
    badge: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
    dot: 'bg-blue-500',
  },
  confirmed: {
    block: 'border-cyan-500 bg-cyan-50 text-cyan-950 dark:bg-cyan-950 dark:text-cyan-50',
    badge: 'bg-cyan-100 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-200',
    dot: 'bg-cyan-500',
  },
  rescheduled: {
    block: 'border-fuchsia-500 bg-fuchsia-50 text-fuchsia-950 dark:bg-fuchsia-950 dark:text-fuchsia-50',
    badge: 'bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-950 dark:text-fuchsia-200',
    dot: 'bg-fuchsia-500',
  },
  'in-progress': {
    block: 'border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
    dot: 'bg-amber-500',
  },
  completed: {
    block: 'border-green-600 bg-green-50 text-green-950 dark:bg-green-950 dark:text-green-50',
    badge: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
    dot: 'bg-green-600',
  },
  cancelled: {
    block: 'border-slate-400 bg-slate-100 text-slate-600 line-through dark:bg-slate-800 dark:text-slate-300',
    badge: 'bg-slate-200 text-slate-600 line-through dark:bg-slate-800 dark:text-slate-400',
    dot: 'bg-slate-400',
  },
};
