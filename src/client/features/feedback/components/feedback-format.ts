import { Bug, HelpCircle, Lightbulb, MessageSquare, type LucideIcon } from 'lucide-react';
import type { FeedbackPriority, FeedbackStatus, FeedbackType } from '@shared/feedback/feedback.schemas';
import type { BadgeTone } from '@client/components/ui/badge';

export const typeLabels: Record<FeedbackType, string> = {
  bug: 'Bug Report',
  question: 'Question',
  feature_request: 'Feature Request',
  other: 'Other',
};

export const typeIcons: Record<FeedbackType, LucideIcon> = {
  bug: Bug,
  question: HelpCircle,
  feature_request: Lightbulb,
  other: MessageSquare,
};

export const typeTones: Record<FeedbackType, string> = {
  bug: 'text-red-600 dark:text-red-400',
  question: 'text-blue-600 dark:text-blue-400',
  feature_request: 'text-amber-600 dark:text-amber-400',
  other: 'text-slate-600 dark:text-slate-300',
};

export const priorityLabels: Record<FeedbackPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const priorityTones: Record<FeedbackPriority, BadgeTone> = {
  low: 'grey',
  medium: 'blue',
  high: 'amber',
  urgent: 'red',
};

export const statusLabels: Record<FeedbackStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const statusTones: Record<FeedbackStatus, BadgeTone> = {
  open: 'blue',
  in_progress: 'violet',
  resolved: 'green',
  closed: 'grey',
};

/** The description as the manager's card shows it: the first 200 characters, then '...'. */
export function previewOf(description: string, length: number) {
  return description.length > length ? `${description.slice(0, length)}...` : description;
}
