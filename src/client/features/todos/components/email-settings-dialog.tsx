import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { preloadable } from '@client/lib/preloadable';
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
  const settings = useQuery({ ...schedulerSettingsQuery, enabled: props.open });
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="md">
        <DialogHeader title="Email Settings" description="When your weekly TODO e-mail goes out, and to whom." />
        {settings.isError && (
          <LoadError
            what="your e-mail settings"
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
