import { Bug, HelpCircle, Lightbulb, MessageSquare, type LucideIcon } from 'lucide-react';
import type { FeedbackPriority, FeedbackStatus, FeedbackType } from '@shared/feedback/feedback.schemas';
import type { BadgeTone } from '@client/components/ui/badge';
import type { useT } from '@client/i18n/use-t';

type Translate = ReturnType<typeof useT>;

export const typeLabels = (t: Translate): Record<FeedbackType, string> => ({
  bug: t('feedback.type.bug'),
  question: t('feedback.type.question'),
  feature_request: t('feedback.type.featureRequest'),
  other: t('feedback.type.other'),
});

/** The type as a card's line says it, lower case (the line capitalizes it). */
export const typeWords = (t: Translate): Record<FeedbackType, string> => ({
  bug: t('feedback.typeWord.bug'),
  question: t('feedback.typeWord.question'),
  feature_request: t('feedback.typeWord.featureRequest'),
  other: t('feedback.typeWord.other'),
});

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

export const priorityLabels = (t: Translate): Record<FeedbackPriority, string> => ({
  low: t('feedback.priority.low'),
  medium: t('feedback.priority.medium'),
  high: t('feedback.priority.high'),
  urgent: t('feedback.priority.urgent'),
});

/** The priority and status pills' words, lower case (the pills capitalize them). */
export const priorityWords = (t: Translate): Record<FeedbackPriority, string> => ({
  low: t('feedback.priorityWord.low'),
  medium: t('feedback.priorityWord.medium'),
  high: t('feedback.priorityWord.high'),
  urgent: t('feedback.priorityWord.urgent'),
});

export const statusWords = (t: Translate): Record<FeedbackStatus, string> => ({
  open: t('feedback.statusWord.open'),
  in_progress: t('feedback.statusWord.inProgress'),
  resolved: t('feedback.statusWord.resolved'),
  closed: t('feedback.statusWord.closed'),
});

export const priorityTones: Record<FeedbackPriority, BadgeTone> = {
  low: 'grey',
  medium: 'blue',
  high: 'amber',
  urgent: 'red',
};

export const statusLabels = (t: Translate): Record<FeedbackStatus, string> => ({
  open: t('feedback.status.open'),
  in_progress: t('feedback.status.inProgress'),
  resolved: t('feedback.status.resolved'),
  closed: t('feedback.status.closed'),
});

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
