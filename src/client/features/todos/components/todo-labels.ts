import type { TodoCategory, TodoPriority, Weekday } from '@shared/todos/todos.schemas';
import type { useT } from '@client/i18n/use-t';

type Translate = ReturnType<typeof useT>;

/** The names of a priority, a category and a weekday, in the language shown. */
export const priorityLabel = (t: Translate, priority: TodoPriority) =>
  ({ high: t('todos.priority.high'), medium: t('todos.priority.medium'), low: t('todos.priority.low') })[priority];

export const categoryLabel = (t: Translate, category: TodoCategory) =>
  ({
    technical_issues: t('todos.category.technicalIssues'),
    feature_enhancements: t('todos.category.featureEnhancements'),
    ux_improvements: t('todos.category.uxImprovements'),
    business_features: t('todos.category.businessFeatures'),
    recent_completions: t('todos.category.recentCompletions'),
  })[category];

export const weekdayName = (t: Translate, day: Weekday) =>
  ({
    monday: t('todos.weekday.monday'),
    tuesday: t('todos.weekday.tuesday'),
    wednesday: t('todos.weekday.wednesday'),
    thursday: t('todos.weekday.thursday'),
    friday: t('todos.weekday.friday'),
    saturday: t('todos.weekday.saturday'),
    sunday: t('todos.weekday.sunday'),
  })[day];
