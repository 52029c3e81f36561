import { Trans } from '@lingui/react';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useResendVerification } from '../api/auth.api';
import { useT } from '@client/i18n/use-t';

export const RESEND_LOCK_MS = 2000;

/** The dashboard of a signed-in user whose e-mail address is not verified yet. */
export function VerificationRequired({ email }: { email: string }) {
  const t = useT();
  const steps = [
    { title: t('auth.verify.step1Title'), text: t('auth.verify.step1Text') },
    { title: t('auth.verify.step2Title'), text: t('auth.verify.step2Text') },
    { title: t('auth.verify.step3Title'), text: t('auth.verify.step3Text') },
  ];
  const resend = useResendVerification();
  const [locked, setLocked] = useState(false);
  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(false), RESEND_LOCK_MS);
    return () => clearTimeout(timer);
  }, [locked]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Card>
        <CardContent flush className="space-y-6 p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <MailCheck className="size-8 text-brand-600" aria-hidden />
            <h1 className="text-2xl font-bold">{t('auth.verify.title')}</h1>
          </div>
          <p className="text-muted">
            <Trans
              id="auth.verify.sentTo"
              values={{ email }}
              components={{ b: <strong className="text-[var(--foreground)]" /> }}
            />
          </p>
          <ol className="space-y-4">
            {steps.map((s, i) => (
              <li key={s.title} className="flex gap-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
                  {i + 1}
                </span>
                <div>
                  <p className="font-medium">{s.title}</p>
                  <p className="text-sm text-muted">{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="text-sm text-muted">{t('auth.verify.nothing')}</p>
          <Button
            disabled={resend.isPending || locked}
            onClick={() => {
              setLocked(true);
              resend.mutate();
            }}
          >
            {resend.isPending ? t('ui.sending') : t('auth.verify.resend')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
