import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import type { EditScope } from '@shared/scheduling/schedule-values';
import { useT } from '@client/i18n/use-t';

/** Which visits of a recurring job a change or a delete applies to: this one, or this and the later ones. */
export function ScopeDialog(props: {
  open: boolean;
  title: string;
  description: string;
  pending: boolean;
  destructive?: boolean;
  onChoose: (scope: EditScope) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const variant = props.destructive ? 'destructive' : 'default';
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && !props.pending && props.onCancel()}>
      <DialogContent role="alertdialog" size="md">
        <DialogHeader title={props.title} description={props.description} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={props.pending} onClick={props.onCancel}>
            {t('scheduling.common.cancel')}
          </Button>
          <Button variant={variant} disabled={props.pending} onClick={() => props.onChoose('following')}>
            {t('scheduling.scope.following')}
          </Button>
          <Button variant={variant} disabled={props.pending} onClick={() => props.onChoose('this')}>
            {t('scheduling.scope.this')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
