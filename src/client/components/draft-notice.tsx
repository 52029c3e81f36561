import { History } from 'lucide-react';
import type { FormDraft } from '@client/lib/form-draft';
import { useT } from '@client/i18n/use-t';
import { Button } from './ui/button';

/** Above a form whose auto-saved draft was put back: says so, and offers to start again without it. */
export function DraftNotice({ draft }: { draft: FormDraft }) {
  const t = useT();
  if (!draft.restored) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <span className="flex items-center gap-2">
        <History aria-hidden className="size-4" />
        {t('components.draftNotice.restored')}
      </span>
      <Button type="button" variant="outline" size="sm" onClick={draft.discard}>
        {t('components.draftNotice.discard')}
      </Button>
    </div>
  );
}
