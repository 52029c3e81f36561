import { Suspense } from 'react';
import { Dialog, DialogContent, DialogHeader, preloadDialog } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { preloadable } from '@client/lib/preloadable';
import { useT } from '@client/i18n/use-t';

// The form and its validation load with the dialog, not with the screen.
const ConnectAccountForm = preloadable(() => import('./connect-account-form').then((m) => m.ConnectAccountForm));

/** Starts loading the form (the buttons that open the dialog call it on hover and focus). */
export const preloadConnectForm = () => Promise.all([ConnectAccountForm.preload(), preloadDialog()]);

export function ConnectAccountDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testMode: boolean;
}) {
  const t = useT();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader title={t('payments.setup.connect')} description={t('payments.connect.description')} />
        <Suspense
          fallback={
            <div className="flex justify-center py-12">
              <Spinner />
            </div>
          }
        >
          <ConnectAccountForm testMode={props.testMode} onConnected={() => props.onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
