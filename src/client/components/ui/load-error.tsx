import { Button } from './button';
import { useT } from '@client/i18n/use-t';

/** What a list shows when its data could not be loaded, with a way to try again. */
export function LoadError(props: { what: string; retrying: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border bg-card p-8 text-center">
      <p className="font-medium">{t('ui.loadError.title', { what: props.what })}</p>
      <p className="mt-1 text-sm text-muted">{t('ui.loadError.text')}</p>
      <Button className="mt-4" variant="outline" disabled={props.retrying} onClick={props.onRetry}>
        {props.retrying ? t('ui.loadingDots') : t('ui.tryAgain')}
      </Button>
    </div>
  );
}
