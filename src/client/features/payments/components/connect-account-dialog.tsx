import { Suspense } from 'react';
import { Dialog, DialogContent, DialogHeader, preloadDialog } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { preloadable } from '@client/lib/preloadable';

// The form and its validation load with the dialog, not with the screen.
const ConnectAccountForm = preloadable(() => import('./connect-account-form').then((m) => m.ConnectAccountForm));

/** Starts loading the form (the buttons that open the dialog call it on hover and focus). */
export const preloadConnectForm = () => Promise.all([ConnectAccountForm.preload(), preloadDialog()]);

export function ConnectAccountDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testMode: boolean;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader
          title="Connect Stripe account"
          description="Stripe checks your business and pays your customers' card payments out to your bank."
        />
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
