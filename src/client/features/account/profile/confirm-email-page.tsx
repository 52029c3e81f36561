import { CheckCircle2, MailCheck, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { LinkPageFrame } from '@client/components/layout/link-page-frame';
import { Button } from '@client/components/ui/button';
import { serverMessage } from '@client/lib/failure-toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useConfirmEmailChange } from './profile.api';

/**
 * /confirm-email?token=...: the link sent to a new e-mail address. It asks for a click rather than confirming on
 * opening, so a mail scanner that opens links changes nothing.
 */
export function ConfirmEmailPage() {
  useDocumentTitle('Confirm Your New E-mail');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  if (confirm.isSuccess) {
    return (
      <LinkPageFrame
        icon={<CheckCircle2 className="mx-auto size-10 text-brand-600" aria-hidden />}
        title="E-mail Address Changed"
        text={confirm.data.message}
      >
        <Button asChild className="w-full">
          <Link to="/account-settings">Account Settings</Link>
        </Button>
      </LinkPageFrame>
    );
  }
  if (confirm.isError || !token) {
    return (
      <LinkPageFrame
        icon={<XCircle className="mx-auto size-10 text-red-600" aria-hidden />}
        title="E-mail Not Changed"
        text={serverMessage(confirm.error) ?? 'This e-mail change link is invalid or has expired.'}
      >
        <Button asChild className="w-full">
          <Link to="/account-settings">Account Settings</Link>
        </Button>
      </LinkPageFrame>
    );
  }
  return (
    <LinkPageFrame
      icon={<MailCheck className="mx-auto size-10 text-brand-600" aria-hidden />}
      title="Confirm Your New E-mail"
      text="Confirm to make this address the e-mail of your Crewdesk account."
    >
      <Button className="w-full" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
        {confirm.isPending ? 'Confirming...' : 'Confirm my new e-mail'}
      </Button>
    </LinkPageFrame>
  );
}
