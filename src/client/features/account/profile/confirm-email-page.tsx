import { CheckCircle2, MailCheck, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { LinkPageFrame } from '@client/components/layout/link-page-frame';
import { Button } from '@client/components/ui/button';
import { serverMessage } from '@client/lib/failure-toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useConfirmEmailChange } from './profile.api';
import { useT } from '@client/i18n/use-t';

/**
 * /confirm-email?token=...: the link sent to a new e-mail address. It asks for a click rather than confirming on
 * opening, so a mail scanner that opens links changes nothing.
 */
export function ConfirmEmailPage() {
  const t = useT();
  useDocumentTitle(t('account.confirmEmail.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  if (confirm.isSuccess) {
    return (
      <LinkPageFrame
        icon={<CheckCircle2 className="mx-auto size-10 text-brand-600" aria-hidden />}
        title={t('account.confirmEmail.changed')}
        text={confirm.data.message}
      >
        <Button asChild className="w-full">
          <Link to="/account-settings">{t('account.page.title')}</Link>
        </Button>
      </LinkPageFrame>
    );
  }
  if (confirm.isError || !token) {
    return (
      <LinkPageFrame
        icon={<XCircle className="mx-auto size-10 text-red-600" aria-hidden />}
        title={t('account.confirmEmail.notChanged')}
        text={serverMessage(confirm.error) ?? t('account.confirmEmail.invalid')}
      >
        <Button asChild className="w-full">
          <Link to="/account-settings">{t('account.page.title')}</Link>
        </Button>
      </LinkPageFrame>
    );
  }
  return (
    <LinkPageFrame
      icon={<MailCheck className="mx-auto size-10 text-brand-600" aria-hidden />}
      title={t('account.confirmEmail.title')}
      text={t('account.confirmEmail.text')}
    >
      <Button className="w-full" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
        {confirm.isPending ? t('account.confirmEmail.confirming') : t('account.confirmEmail.confirm')}
      </Button>
    </LinkPageFrame>
  );
}
