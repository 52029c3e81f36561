import { useState, type FormEvent } from 'react';
import { securityMessages as m, type TwoFactorSetupAnswer } from '@shared/account/security.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { fieldErrors } from '@client/lib/api';
import { useEnableTwoFactor, useTwoFactorSetup } from './security.api';
import { useT } from '@client/i18n/use-t';

/** The manual key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Setting two-factor up: the password, then the QR code (or the key) and the first code. Ends with the codes. */
export function TwoFactorSetup(props: { onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const t = useT();
  const setup = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [answer, setAnswer] = useState<TwoFactorSetupAnswer>();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const id = answer ? 'two-factor-setup-code' : 'two-factor-setup-password';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setError(answer ? m.codeRequired : m.passwordRequired);
    setError(undefined);
    const failed = (failure: unknown) => {
      const fields = fieldErrors(failure);
      setError(fields.code ?? fields.password);
    };
    if (!answer) {
      setup.mutate(value, {
        onSuccess: (next) => {
          setAnswer(next);
          setValue('');
        },
        onError: failed,
      });
    } else {
      enable.mutate(value, { onSuccess: (done) => props.onEnabled(done.recoveryCodes), onError: failed });
    }
  };

  const pending = setup.isPending || enable.isPending;
  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      {answer && (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <img
            src={answer.qrCode}
            alt={t('account.setup.qrAlt')}
            width={176}
            height={176}
            className="size-44 rounded border bg-white p-1"
          />
          <div className="space-y-2 text-sm">
            <p>{t('account.setup.step1')}</p>
            <p>{t('account.setup.step2')}</p>
            <p className="font-mono text-base break-all" data-testid="two-factor-secret">
              {grouped(answer.secret)}
            </p>
            <p>{t('account.setup.step3')}</p>
          </div>
        </div>
      )}
      <Field id={id} label={answer ? t('account.code.app') : t('account.setup.password')} error={error}>
        <Input
          key={id}
          id={id}
          autoFocus
          type={answer ? 'text' : 'password'}
          inputMode={answer ? 'numeric' : undefined}
          autoComplete={answer ? 'one-time-code' : 'current-password'}
          maxLength={answer ? 6 : 255}
          className="max-w-xs"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          {...invalidProps(id, error)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {answer
            ? enable.isPending
              ? t('account.setup.turningOn')
              : t('account.setup.turnOn')
            : setup.isPending
              ? t('account.setup.checking')
              : t('account.setup.continue')}
        </Button>
        <Button type="button" variant="outline" disabled={pending} onClick={props.onCancel}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}
