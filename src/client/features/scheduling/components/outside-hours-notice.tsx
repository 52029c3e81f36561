import { Button } from '@client/components/ui/button';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';

/**
 * The server refused a time outside the working hours: its reason, and the choice to book it anyway or to change
 * the time (the form stays as it is).
 */
export function OutsideHoursNotice(props: {
  message: string;
  pending: boolean;
  confirmLabel: string;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const t = useT();
  const tm = useTranslateMessage();
  return (
    <div
      role="alert"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>{tm(props.message)}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={props.pending} onClick={props.onDismiss}>
          {t('scheduling.outside.change')}
        </Button>
        <Button type="button" disabled={props.pending} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </div>
    </div>
  );
}
