import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogHeader } from './dialog';
import { useT } from '@client/i18n/use-t';

/**
 * A question before something that cannot be undone; stays open, its button disabled, while the work runs. Its own
 * text is in components/messages (the app's group: only signed-in screens ask; src/test/i18n-groups.test.ts).
 */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={props.open} onOpenChange={(open) => !props.pending && props.onOpenChange(open)}>
      <DialogContent role="alertdialog" size="md">
        <DialogHeader title={props.title} description={props.description} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={props.pending} onClick={() => props.onOpenChange(false)}>
            {t('components.confirmDialog.cancel')}
          </Button>
          <Button
            variant={props.destructive ? 'destructive' : 'default'}
            disabled={props.pending}
            onClick={props.onConfirm}
          >
            {props.pending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
