import { MailCheck } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useCancelEmailChange, useResendEmailChange } from './profile.api';
import { useT } from '@client/i18n/use-t';
import { Trans } from '@client/i18n/trans';

/** A new address waiting for its link: say so, and offer to send the link again or to drop the change. */
export function PendingEmail({ email }: { email: string }) {
  const t = useT();
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  const busy = resend.isPending || cancel.isPending;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <MailCheck className="size-5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">
        <Trans id="account.pendingEmail.text" values={{ email }} components={{ b: <strong className="break-all" /> }} />
      </p>
      <div className="flex gap-2">
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => resend.mutate(undefined)}>
          {resend.isPending ? t('account.pendingEmail.sending') : t('account.pendingEmail.resend')}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => cancel.mutate(undefined)}>
          {cancel.isPending ? t('account.pendingEmail.cancelling') : t('account.pendingEmail.cancel')}
        </Button>
      </div>
    </div>
  );
}
