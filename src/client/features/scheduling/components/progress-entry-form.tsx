import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { progressLogInputSchema } from '@shared/scheduling/job-work.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Textarea } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import { showFieldErrors } from '@client/lib/form-errors';
import { useAddNote, useAddPhotos } from '../api/visit-work.api';
import { addPhotos } from './progress-photos';
import { ProgressPhotoPicker } from './progress-photo-picker';

type EntryInput = z.input<typeof progressLogInputSchema>;

/** One box for the crew's updates: a note, or with photos chosen, the photos and their caption. */
export function ProgressEntryForm({ visitId }: { visitId: number }) {
  const t = useT();
  const id = `${useId()}-message`;
  const note = useAddNote(visitId);
  const upload = useAddPhotos(visitId);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const form = useForm<EntryInput, unknown, z.output<typeof progressLogInputSchema>>({
    resolver: zodResolver(progressLogInputSchema),
    defaultValues: { logType: 'note', message: '' },
  });
  const error = form.formState.errors.message?.message;
  const pending = note.isPending || upload.isPending;

  const sent = () => {
    form.reset();
    setPhotos([]);
    setPhotoError(undefined);
  };
  const refused = (e: unknown) => showFieldErrors(form.setError, e);
  const submit = form.handleSubmit(({ message }) =>
    photos.length
      ? upload.mutate({ message, files: photos }, { onSuccess: sent, onError: refused })
      : note.mutate(message, { onSuccess: sent, onError: refused }),
  );

  const label = photos.length
    ? upload.isPending
      ? t('scheduling.progress.uploading')
      : t('scheduling.progress.addPhotos', { count: photos.length })
    : note.isPending
      ? t('scheduling.progress.adding')
      : t('scheduling.progress.addNote');

  return (
    <form noValidate className="space-y-3 rounded-lg border p-3" onSubmit={submit}>
      <Field id={id} label={t('scheduling.progress.message')} error={error}>
        <Textarea
          id={id}
          rows={3}
          placeholder={t('scheduling.progress.placeholder')}
          {...invalidProps(id, error)}
          {...form.register('message')}
        />
      </Field>
      <ProgressPhotoPicker
        photos={photos}
        error={photoError}
        disabled={pending}
        onChoose={(chosen) => {
          const next = addPhotos(photos, chosen);
          setPhotos(next.photos);
          setPhotoError(next.error);
        }}
        onRemove={(file) => {
          setPhotos(photos.filter((p) => p !== file));
          setPhotoError(undefined);
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
          {label}
        </Button>
      </div>
    </form>
  );
}
