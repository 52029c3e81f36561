import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { CodeForm } from './code-form';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { securityQuery, useDisableTwoFactor, useNewRecoveryCodes } from './security.api';
import { TwoFactorSetup } from './two-factor-setup';

type Mode = { step: 'idle' } | { step: 'setup' | 'disable' | 'regenerate' } | { step: 'codes'; codes: string[] };

/** Two-factor sign-in with an authenticator app: set up, recovery codes, turn off. */
export function TwoFactorCard() {
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
          Two-factor sign-in
          {data && <Badge tone={on ? 'green' : 'grey'}>{on ? 'On' : 'Off'}</Badge>}
        </CardTitle>
        <CardDescription>
          Ask for a code from an authenticator app on your phone as well as your password when you sign in.
        </CardDescription>
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
            submitLabel="Turn Off"
            pendingLabel="Turning off..."
            pending={disable.isPending}
            onSubmit={(values, onError) => disable.mutate(values, { onSuccess: idle, onError })}
            onCancel={idle}
          />
        ) : mode.step === 'regenerate' ? (
          <CodeForm
            idPrefix="two-factor-regenerate"
            recovery
            submitLabel="Make New Codes"
            pendingLabel="Making codes..."
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
              Recovery codes left: <strong>{data.recoveryCodesLeft}</strong>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setMode({ step: 'regenerate' })}>
                New recovery codes
              </Button>
              <Button variant="outline" onClick={() => setMode({ step: 'disable' })}>
                Turn off
              </Button>
            </div>
          </div>
        ) : (
          <Button onClick={() => setMode({ step: 'setup' })}>Set up two-factor sign-in</Button>
        )}
      </CardContent>
    </Card>
  );
}
