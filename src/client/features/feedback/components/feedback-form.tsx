import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  FEEDBACK_PRIORITIES,
  FEEDBACK_TYPES,
  feedbackInputSchema,
  type FeedbackInput,
  type Screenshot,
} from '@shared/feedback/feedback.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect, Textarea } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useT } from '@client/i18n/use-t';
import { useSubmitFeedback } from '../api/feedback.api';
import { priorityLabels, typeLabels } from './feedback-format';
import { ScreenshotPicker } from './screenshot-picker';

/** The specification's defaults: type question, priority medium. */
const blank: FeedbackInput = { type: 'question', priority: 'medium', title: '', description: '', attachments: [] };

/** The Feedback & Support form: type, priority, title, description and screenshots. */
export function FeedbackForm() {
  const t = useT();
  const submitFeedback = useSubmitFeedback();
  const [shots, setShots] = useState<Screenshot[]>([]);
  const form = useForm<FeedbackInput, unknown, z.output<typeof feedbackInputSchema>>({
    resolver: zodResolver(feedbackInputSchema),
    defaultValues: blank,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) =>
    submitFeedback.mutate(
      { ...input, attachments: shots.map((s) => s.key) },
      {
        onSuccess: () => {
          form.reset(blank);
          setShots([]);
        },
        onError: (error) => showFieldErrors(form.setError, error),
      },
    ),
  );
  const field = (name: 'type' | 'priority' | 'title' | 'description') => ({
    id: `feedback-${name}`,
    ...invalidProps(`feedback-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  const pending = submitFeedback.isPending;

  return (
    <form noValidate className="space-y-4" onSubmit={submit} aria-label={t('feedback.form.label')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="feedback-type" label={t('feedback.form.type')} error={errors.type?.message}>
          <NativeSelect {...field('type')}>
            {FEEDBACK_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabels(t)[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="feedback-priority" label={t('feedback.form.priority')} error={errors.priority?.message}>
          <NativeSelect {...field('priority')}>
            {FEEDBACK_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {priorityLabels(t)[priority]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field id="feedback-title" label={t('feedback.form.title')} error={errors.title?.message}>
        <Input placeholder={t('feedback.form.titlePlaceholder')} autoComplete="off" {...field('title')} />
      </Field>
      <Field id="feedback-description" label={t('feedback.form.description')} error={errors.description?.message}>
        <Textarea rows={5} placeholder={t('feedback.form.descriptionPlaceholder')} {...field('description')} />
      </Field>
      <ScreenshotPicker value={shots} onChange={setShots} />
      {errors.attachments?.message && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.attachments.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? t('feedback.submitting') : t('feedback.form.submit')}
        </Button>
      </div>
    </form>
  );
}
