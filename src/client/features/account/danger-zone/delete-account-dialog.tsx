import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { confirmationMatches } from '@shared/account/data.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { fieldErrors } from '@client/lib/api';
import { useDeleteAccount } from './danger-zone.api';
import { useT } from '@client/i18n/use-t';

/**
 * Delete account: the password and the company's name typed out (an administrator's e-mail), the button enabled
 * only once the name matches. Deleted, the user lands signed out on the home page.
 */
export function DeleteAccountDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What must be typed (the company's name, or the administrator's e-mail), and the field's label asking for it. */
  confirmation: { label: string; value: string };
}) {
  const t = useT();
  const navigate = useNavigate();
  const remove = useDeleteAccount(() => navigate('/', { replace: true }));
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const errors = fieldErrors(remove.error);
  const matches = confirmationMatches(typed, props.confirmation.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && password) remove.mutate({ password, companyName: typed });
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader title={t('account.delete.title')} description={t('account.delete.dialogText')} />
        <form noValidate className="mt-4 space-y-4" onSubmit={submit}>
          <Field id="delete-password" label={t('account.delete.password')} error={errors.password}>
            <Input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...invalidProps('delete-password', errors.password)}
            />
          </Field>
          <Field id="delete-confirmation" label={props.confirmation.label} error={errors.companyName}>
            <Input
              id="delete-confirmation"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              {...invalidProps('delete-confirmation', errors.companyName)}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              {t('account.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || !password || remove.isPending}>
              {remove.isPending ? t('account.delete.deleting') : t('account.delete.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
