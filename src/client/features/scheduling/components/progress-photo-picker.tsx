import { Camera, X } from 'lucide-react';
import { useCallback, useId, useRef } from 'react';
import { PHOTOS_PER_LOG } from '@shared/scheduling/job-work.schemas';
import { Button } from '@client/components/ui/button';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';

/** The chosen photo drawn from the file itself; its object URL lives as long as the image does. */
function Preview({ file }: { file: File }) {
  const show = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={show} alt={file.name} className="size-20 rounded-md border object-cover" />;
}

/**
 * Photos for an entry: `capture` makes a phone offer its camera, `accept` any image (the checks in progress-photos
 * say which are kept). The button is the control people see and reach; the file input behind it only opens the
 * picker.
 */
export function ProgressPhotoPicker(props: {
  photos: File[];
  error?: string;
  disabled: boolean;
  onChoose: (files: File[]) => void;
  onRemove: (file: File) => void;
}) {
  const t = useT();
  const tm = useTranslateMessage();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const full = props.photos.length >= PHOTOS_PER_LOG;
  return (
    <div className="space-y-2">
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        hidden
        tabIndex={-1}
        aria-label={t('scheduling.photos.files')}
        onChange={(e) => {
          props.onChoose([...(e.target.files ?? [])]);
          // The same photo may be chosen again after it was removed.
          e.target.value = '';
        }}
      />
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        disabled={props.disabled || full}
        aria-describedby={props.error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onClick={() => input.current?.click()}
      >
        <Camera /> {props.photos.length ? t('scheduling.photos.addMore') : t('scheduling.photos.add')}
      </Button>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('scheduling.photos.hint', { max: PHOTOS_PER_LOG })}
      </p>
      {props.error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {tm(props.error)}
        </p>
      )}
      {props.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('scheduling.photos.chosen')}>
          {props.photos.map((file, i) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${i}`} className="relative">
              <Preview file={file} />
              <button
                type="button"
                className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full border bg-card shadow"
                aria-label={t('scheduling.photos.remove', { name: file.name })}
                disabled={props.disabled}
                onClick={() => props.onRemove(file)}
              >
                <X className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
