import { useState, type FormEvent } from 'react';
import { securityMessages as m } from '@shared/account/security.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { errorMessage } from '@client/lib/api';
import { useLoginTwoFactor } from '../api/auth.api';
import { useT } from '@client/i18n/use-t';

const linkClass = 'text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-500';

/**
 * The sign-in's second step: the 6-digit code of the authenticator app, or one of the recovery codes. A challenge
 * that has expired or taken too many wrong codes sends the person back to the password.
 */
export function TwoFactorStep(props: { challengeToken: string; onRestart: () => void }) {
  const t = useT();
  const verify = useLoginTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const id = 'login-two-factor-code';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(m.codeRequired);
    setError(undefined);
    verify.mutate(
      { challengeToken: props.challengeToken, code },
      {
        onError: (failure) => {
          if (failure.message.startsWith('401:')) return props.onRestart();
          setError(errorMessage(failure));
          setCode('');
        },
      },
    );
  };

  return (
    <form noValidate className="space-y-4" onSubmit={submit} aria-labelledby="two-factor-title">
      <div>
        <h2 id="two-factor-title" className="text-lg font-semibold">
          {t('auth.twoFactor.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {recovery ? t('auth.twoFactor.recoveryText') : t('auth.twoFactor.codeText')}
        </p>
      </div>
      <Field id={id} label={recovery ? t('auth.twoFactor.recoveryLabel') : t('auth.twoFactor.codeLabel')} error={error}>
        <Input
          id={id}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
          maxLength={recovery ? 40 : 6}
          {...invalidProps(id, error)}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? t('auth.twoFactor.pending') : t('auth.twoFactor.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <button
          type="button"
          className={linkClass}
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(undefined);
          }}
        >
          {recovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
        </button>
        <button type="button" className={linkClass} onClick={props.onRestart}>
          {t('auth.twoFactor.back')}
        </button>
      </div>
    </form>
  );
}
