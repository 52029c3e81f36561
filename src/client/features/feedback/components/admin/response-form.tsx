import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { feedbackResponseInputSchema, type FeedbackResponseInput } from '@shared/feedback/feedback.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { NativeSelect, Textarea } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useT } from '@client/i18n/use-t';
import { useAddFeedbackResponse } from '../../api/feedback.api';

/** The select's two values as the form's boolean. */
const asInternal = { setValueAs: (v: unknown) => v === true || v === 'true' };

/** The detail's 'Add Response' form: the response, public or an internal note, Submit Response and Cancel. */
export function ResponseForm({ feedbackId, onDone }: { feedbackId: number; onDone: () => void }) {
  const t = useT();
  const add = useAddFeedbackResponse(feedbackId);
  const form = useForm<FeedbackResponseInput, unknown, z.output<typeof feedbackResponseInputSchema>>({
    resolver: zodResolver(feedbackResponseInputSchema),
    defaultValues: { response: '', isInternal: false },
  });
  const error = form.formState.errors.response?.message;
  const submit = form.handleSubmit((input) =>
    add.mutate(input, { onSuccess: onDone, onError: (failure) => showFieldErrors(form.setError, failure) }),
  );
  return (
    <form
      noValidate
      className="space-y-3 rounded-lg border p-4"
      onSubmit={submit}
      aria-label={t('feedback.response.add')}
    >
      <Field id="feedback-response" label={t('feedback.response.label')} error={error}>
        <Textarea
          id="feedback-response"
          rows={4}
          autoFocus
          placeholder={t('feedback.response.placeholder')}
          {...invalidProps('feedback-response', error)}
          {...form.register('response')}
        />
      </Field>
      <Field id="feedback-response-type" label={t('feedback.response.type')}>
        <NativeSelect id="feedback-response-type" {...form.register('isInternal', asInternal)}>
          <option value="false">{t('feedback.response.publicOption')}</option>
          <option value="true">{t('feedback.response.internalOption')}</option>
        </NativeSelect>
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={add.isPending} onClick={onDone}>
          {t('feedback.response.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('feedback.submitting') : t('feedback.response.submit')}
        </Button>
      </div>
    </form>
  );
}
