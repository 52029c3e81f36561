import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { preloadable } from '@client/lib/preloadable';
import { useT } from '@client/i18n/use-t';
import { schedulerSettingsQuery } from '../api/todos.api';

const EmailSettingsForm = preloadable(() => import('./email-settings-form').then((m) => m.EmailSettingsForm));

export const preloadEmailSettingsForm = () => EmailSettingsForm.preload();

const waiting = (
  <div className="flex justify-center py-12">
    <Spinner />
  </div>
);

/** The Email Settings dialog: on or off, the day, the time and the recipient of the weekly e-mail. */
export function EmailSettingsDialog(props: { open: boolean; onClose: () => void }) {
  const t = useT();
  const settings = useQuery({ ...schedulerSettingsQuery, enabled: props.open });
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="md">
        <DialogHeader title={t('todos.settings.title')} description={t('todos.settings.description')} />
        {settings.isError && (
          <LoadError
            what={t('todos.settings.loadWhat')}
            retrying={settings.isFetching}
            onRetry={() => void settings.refetch()}
          />
        )}
        {props.open && settings.data && (
          <Suspense fallback={waiting}>
            <EmailSettingsForm settings={settings.data} onSaved={props.onClose} />
          </Suspense>
        )}
        {settings.isLoading && waiting}
      </DialogContent>
    </Dialog>
  );
}
