import { ImageUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { LOGO_MAX_BYTES, logoMessages, logoTypes } from '@shared/company/company.schemas';
import { Button } from '@client/components/ui/button';
import { useUploadDesignLogo } from '../api/merch.api';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';

type Choice = { label: string; url: string | null };

/** The design's logo: the company's, another one uploaded for merchandise, or none. */
export function DesignLogoField(props: {
  value: string | null;
  companyLogo: string | null;
  onChange: (logoUrl: string | null) => void;
}) {
  const t = useT();
  const tm = useTranslateMessage();
  const upload = useUploadDesignLogo();
  const input = useRef<HTMLInputElement>(null);
  const [uploaded, setUploaded] = useState(props.value && props.value !== props.companyLogo ? props.value : null);
  const [error, setError] = useState<string>();
  const choices: Choice[] = [
    ...(props.companyLogo ? [{ label: t('merch.design.companyLogo'), url: props.companyLogo }] : []),
    ...(uploaded ? [{ label: t('merch.design.uploadedLogo'), url: uploaded }] : []),
    { label: t('merch.design.noLogo'), url: null },
  ];

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(logoTypes as readonly string[]).includes(file.type)) return setError(logoMessages.type);
    if (file.size > LOGO_MAX_BYTES) return setError(logoMessages.size);
    setError(undefined);
    upload.mutate(file, {
      onSuccess: ({ logoUrl }) => {
        setUploaded(logoUrl);
        props.onChange(logoUrl);
      },
    });
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('merch.design.logo')}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.url ?? 'none'}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-slate-800"
          >
            <input
              type="radio"
              name="design-logo"
              className="accent-brand-700"
              checked={props.value === choice.url}
              onChange={() => props.onChange(choice.url)}
            />
            {choice.url && <img src={choice.url} alt="" className="size-6 rounded bg-white object-contain" />}
            {choice.label}
          </label>
        ))}
      </div>
      <input
        ref={input}
        type="file"
        accept={logoTypes.join(',')}
        hidden
        tabIndex={-1}
        aria-label={t('merch.design.logoFile')}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={upload.isPending}
        aria-describedby={error ? 'design-logo-hint design-logo-error' : 'design-logo-hint'}
        onClick={() => input.current?.click()}
      >
        <ImageUp aria-hidden /> {upload.isPending ? t('merch.design.uploading') : t('merch.design.uploadAnother')}
      </Button>
      <p id="design-logo-hint" className="text-xs text-muted">
        {t('merch.design.logoHint')}
      </p>
      {error && (
        <p id="design-logo-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
          {tm(error)}
        </p>
      )}
    </fieldset>
  );
}
