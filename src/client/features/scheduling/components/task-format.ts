import type { Priority } from '@shared/scheduling/schedule-values';
import type { BadgeTone } from '@client/components/ui/badge';

export { priorityLabels } from './visit-labels';

export const priorityTones: Record<Priority, BadgeTone> = {
  low: 'grey',
  medium: 'blue',
  high: 'amber',
  urgent: 'red',
};

/** "45 min", "1 h", "1 h 30 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
