import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { CodeForm } from './code-form';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { securityQuery, useDisableTwoFactor, useNewRecoveryCodes } from './security.api';
import { TwoFactorSetup } from './two-factor-setup';
import { useT } from '@client/i18n/use-t';
import { Trans } from '@client/i18n/trans';

type Mode = { step: 'idle' } | { step: 'setup' | 'disable' | 'regenerate' } | { step: 'codes'; codes: string[] };

/** Two-factor sign-in with an authenticator app: set up, recovery codes, turn off. */
export function TwoFactorCard() {
  const t = useT();
  const { data, isPending } = useQuery(securityQuery);
  const disable = useDisableTwoFactor();
  const regenerate = useNewRecoveryCodes();
  const [mode, setMode] = useState<Mode>({ step: 'idle' });
  const idle = () => setMode({ step: 'idle' });
  const on = data?.twoFactorEnabled === true;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {t('account.twoFactor.title')}
          {data && (
            <Badge tone={on ? 'green' : 'grey'}>{on ? t('account.twoFactor.on') : t('account.twoFactor.off')}</Badge>
          )}
        </CardTitle>
        <CardDescription>{t('account.twoFactor.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="h-10 w-48 animate-pulse rounded bg-slate-200 dark:bg-slate-800" aria-hidden />
        ) : mode.step === 'codes' ? (
          <RecoveryCodesPanel codes={mode.codes} onDone={idle} />
        ) : mode.step === 'setup' ? (
          <TwoFactorSetup onEnabled={(codes) => setMode({ step: 'codes', codes })} onCancel={idle} />
        ) : mode.step === 'disable' ? (
          <CodeForm
            idPrefix="two-factor-disable"
            withPassword
            recovery
            destructive
            submitLabel={t('account.twoFactor.turnOffSubmit')}
            pendingLabel={t('account.twoFactor.turningOff')}
            pending={disable.isPending}
            onSubmit={(values, onError) => disable.mutate(values, { onSuccess: idle, onError })}
            onCancel={idle}
          />
        ) : mode.step === 'regenerate' ? (
          <CodeForm
            idPrefix="two-factor-regenerate"
            recovery
            submitLabel={t('account.twoFactor.makeCodes')}
            pendingLabel={t('account.twoFactor.makingCodes')}
            pending={regenerate.isPending}
            onSubmit={(values, onError) =>
              regenerate.mutate(values.code, {
                onSuccess: (answer) => setMode({ step: 'codes', codes: answer.recoveryCodes }),
                onError,
              })
            }
            onCancel={idle}
          />
        ) : on ? (
          <div className="space-y-3">
            <p className="text-sm">
              <Trans
                id="account.twoFactor.codesLeft"
                values={{ count: data.recoveryCodesLeft }}
                components={{ b: <strong /> }}
              />
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setMode({ step: 'regenerate' })}>
                {t('account.twoFactor.newCodes')}
              </Button>
              <Button variant="outline" onClick={() => setMode({ step: 'disable' })}>
                {t('account.twoFactor.turnOff')}
              </Button>
            </div>
          </div>
        ) : (
          <Button onClick={() => setMode({ step: 'setup' })}>{t('account.twoFactor.setUp')}</Button>
        )}
      </CardContent>
    </Card>
  );
}
