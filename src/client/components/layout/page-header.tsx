import type { ReactNode } from 'react';
import { useTranslateMessage } from '@client/i18n/translate-message';

/** Title, one-line description and the primary action: the top of every screen. */
export function PageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  // A screen head of src/shared/screen-heads.ts is English: shown in the user's language (a translated title as is).
  const message = useTranslateMessage();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{message(title)}</h1>
        {description && <p className="mt-1 text-muted">{message(description)}</p>}
      </div>
      {action}
    </div>
  );
}
