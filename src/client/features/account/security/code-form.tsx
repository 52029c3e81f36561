import { useState, type FormEvent } from 'react';
import { securityMessages as m } from '@shared/account/security.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { fieldErrors } from '@client/lib/api';
import { useT } from '@client/i18n/use-t';

export type CodeFormValues = { code: string; password: string };

/**
 * A code of the authenticator app (or a recovery code, when `recovery`), and the password when `withPassword`:
 * what turning two-factor off and replacing the recovery codes ask for. The server's field messages show inline.
 */
export function CodeForm(props: {
  idPrefix: string;
  withPassword?: boolean;
  recovery?: boolean;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  onSubmit: (values: CodeFormValues, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [values, setValues] = useState<CodeFormValues>({ code: '', password: '' });
  const [errors, setErrors] = useState<Partial<CodeFormValues>>({});
  const codeId = `${props.idPrefix}-code`;
  const passwordId = `${props.idPrefix}-password`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<CodeFormValues> = {};
    if (!values.code.trim()) missing.code = m.codeRequired;
    if (props.withPassword && !values.password) missing.password = m.passwordRequired;
    setErrors(missing);
    if (Object.keys(missing).length) {
      document.getElementById(missing.code ? codeId : passwordId)?.focus();
      return;
    }
    props.onSubmit(values, (error) => setErrors(fieldErrors(error)));
  };

  return (
    <form noValidate className="max-w-md space-y-4" onSubmit={submit}>
      <Field
        id={codeId}
        label={props.recovery ? t('account.code.appOrRecovery') : t('account.code.app')}
        error={errors.code}
      >
        <Input
          id={codeId}
          autoFocus
          autoComplete="one-time-code"
          maxLength={40}
          value={values.code}
          onChange={(event) => setValues({ ...values, code: event.target.value })}
          {...invalidProps(codeId, errors.code)}
        />
      </Field>
      {props.withPassword && (
        <Field id={passwordId} label={t('account.code.password')} error={errors.password}>
          <Input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
            {...invalidProps(passwordId, errors.password)}
          />
        </Field>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={props.destructive ? 'destructive' : 'default'} disabled={props.pending}>
          {props.pending ? props.pendingLabel : props.submitLabel}
        </Button>
        <Button type="button" variant="outline" disabled={props.pending} onClick={props.onCancel}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}
