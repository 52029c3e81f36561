import { ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_TYPES,
  SCREENSHOTS_PER_FEEDBACK,
  type Screenshot,
} from '@shared/feedback/feedback.schemas';
import { Button } from '@client/components/ui/button';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/i18n/use-t';
import { removeScreenshot, uploadScreenshot } from '../api/feedback.api';

/**
 * Screenshots for the form: each is uploaded as soon as it is chosen (the server judges its bytes) and the form sends
 * their keys. Type and size are checked here first, with the server's own messages.
 */
export function ScreenshotPicker(props: { value: Screenshot[]; onChange: (shots: Screenshot[]) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string>();
  const room = SCREENSHOTS_PER_FEEDBACK - props.value.length;

  const choose = async (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > room) return setError(t('feedback.screenshot.count', { max: SCREENSHOTS_PER_FEEDBACK }));
    if (files.some((f) => !(SCREENSHOT_TYPES as readonly string[]).includes(f.type)))
      return setError(t('feedback.screenshot.type'));
    if (files.some((f) => f.size > SCREENSHOT_MAX_BYTES)) return setError(t('feedback.screenshot.size'));
    setError(undefined);
    setUploading(files.length);
    const added: Screenshot[] = [];
    try {
      for (const file of files) added.push(await uploadScreenshot(file));
    } catch (failure) {
      setError(errorMessage(failure, t('feedback.screenshot.type')));
    } finally {
      setUploading(0);
      props.onChange([...props.value, ...added]);
    }
  };

  const remove = (shot: Screenshot) => {
    void removeScreenshot(shot.key);
    props.onChange(props.value.filter((s) => s.key !== shot.key));
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('feedback.screenshot.legend')}</legend>
      {props.value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {props.value.map((shot) => (
            <li key={shot.key} className="relative">
              <img
                src={shot.url}
                alt={shot.fileName}
                className="size-20 rounded-md border bg-white object-cover dark:bg-slate-900"
              />
              <button
                type="button"
                aria-label={t('feedback.screenshot.remove', { name: shot.fileName })}
                onClick={() => remove(shot)}
                className="absolute -right-2 -top-2 rounded-full border bg-card p-1 shadow-sm focus-visible:outline-2"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        multiple
        accept={SCREENSHOT_TYPES.join(',')}
        hidden
        tabIndex={-1}
        aria-label={t('feedback.screenshot.files')}
        data-testid="screenshot-input"
        onChange={(e) => {
          void choose([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={uploading > 0 || room === 0}
        aria-describedby={error ? 'screenshot-hint screenshot-error' : 'screenshot-hint'}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden /> {uploading > 0 ? t('feedback.screenshot.uploading') : t('feedback.screenshot.add')}
      </Button>
      <p id="screenshot-hint" className="text-xs text-muted">
        {t('feedback.screenshot.hint', { max: SCREENSHOTS_PER_FEEDBACK })}
      </p>
      {error && (
        <p id="screenshot-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
