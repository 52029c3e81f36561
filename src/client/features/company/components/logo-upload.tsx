import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { LOGO_MAX_BYTES, logoMessages, logoTypes, type Company } from '@shared/company/company.schemas';
import { Button } from '@client/components/ui/button';
import { useLogoUpload } from '../api/company.api';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';

export function LogoUpload({ company }: { company: Company }) {
  const t = useT();
  const tm = useTranslateMessage();
  const upload = useLogoUpload();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(logoTypes as readonly string[]).includes(file.type)) return setError(logoMessages.type);
    if (file.size > LOGO_MAX_BYTES) return setError(logoMessages.size);
    setError(undefined);
    upload.mutate(file);
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="flex size-20 items-center justify-center overflow-hidden rounded-lg border bg-white">
        {company.logo ? (
          <img
            src={company.logo}
            alt={t('company.logo.alt', { name: company.name })}
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <span className="text-2xl font-bold text-slate-400" aria-hidden>
            {company.name.slice(0, 1).toUpperCase()}
          </span>
        )}
      </div>
      <div className="space-y-2">
        {/* The button is the control people see, reach and hear; the file input behind it is hidden from all of
            them (display: none takes no Tab stop) and only opens the browser's file picker. */}
        <input
          ref={input}
          id="company-logo"
          type="file"
          accept={logoTypes.join(',')}
          hidden
          tabIndex={-1}
          aria-label={t('company.logo.file')}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={upload.isPending}
            aria-describedby={error ? 'company-logo-hint company-logo-error' : 'company-logo-hint'}
            onClick={() => input.current?.click()}
          >
            <ImageUp />{' '}
            {upload.isPending
              ? t('company.logo.uploading')
              : company.logo
                ? t('company.logo.replace')
                : t('company.logo.upload')}
          </Button>
          {company.logo && (
            <Button variant="ghost" size="sm" disabled={upload.isPending} onClick={() => upload.mutate(null)}>
              <Trash2 /> {t('company.logo.remove')}
            </Button>
          )}
        </div>
        <p id="company-logo-hint" className="text-xs text-muted">
          {t('company.logo.hint')}
        </p>
        {error && (
          <p id="company-logo-error" role="alert" className="text-sm text-red-600">
            {tm(error)}
          </p>
        )}
      </div>
    </div>
  );
}
