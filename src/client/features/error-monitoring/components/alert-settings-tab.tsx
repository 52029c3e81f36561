import { useRef, useState, type FormEvent } from 'react';
import {
  adminSettingsInputSchema,
  errorMonitoringMessages as m,
  type AdminSettings,
} from '@shared/error-monitoring/error-monitoring.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { fieldErrors } from '@client/lib/api';
import { cx } from '@client/lib/cx';
import { toast } from '@client/lib/toast';
import { useSaveAdminSettings } from '../api/error-monitoring.api';
import { useT } from '@client/i18n/use-t';

/** Settings: whether high and critical errors are e-mailed to this administrator, and where. */
export function AlertSettingsTab({ settings }: { settings: AdminSettings }) {
  const t = useT();
  const [enabled, setEnabled] = useState(settings.errorEmailAlertsEnabled);
  const [address, setAddress] = useState(settings.errorEmailAddress ?? '');
  const [error, setError] = useState<string>();
  const addressInput = useRef<HTMLInputElement>(null);
  const save = useSaveAdminSettings();

  const invalid = (message: string) => {
    if (message === m.emailRequired) toast.error(m.emailRequiredTitle, { description: m.emailRequired });
    setError(message);
    addressInput.current?.focus();
  };

  const toggle = () => {
    if (!enabled && !address.trim()) return invalid(m.emailRequired);
    setEnabled(!enabled);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { errorEmailAlertsEnabled: enabled, errorEmailAddress: address, isAdmin: true };
    const parsed = adminSettingsInputSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error.issues[0].message);
    setError(undefined);
    save.mutate(input, { onError: (err) => setError(fieldErrors(err).errorEmailAddress) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('error-monitoring.settings.title')}</CardTitle>
        <CardDescription>{t('error-monitoring.settings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="max-w-lg space-y-5" onSubmit={submit} noValidate>
          <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
            <div>
              <p id="alerts-label" className="font-medium">
                {t('error-monitoring.settings.emailAlerts')}
              </p>
              <p className="text-sm text-muted">{t('error-monitoring.settings.emailAlertsHint')}</p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={enabled}
              aria-labelledby="alerts-label"
              onClick={toggle}
              className={cx(
                'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
                enabled ? 'bg-brand-700' : 'bg-slate-300 dark:bg-slate-600',
              )}
            >
              <span
                aria-hidden
                className={cx(
                  'inline-block size-5 rounded-full bg-white shadow transition-transform',
                  enabled ? 'translate-x-5.5' : 'translate-x-0.5',
                )}
              />
            </button>
          </div>
          <Field id="alert-email" label={t('error-monitoring.settings.address')} error={error}>
            <Input
              ref={addressInput}
              id="alert-email"
              type="email"
              autoComplete="email"
              placeholder="alerts@example.com"
              value={address}
              onChange={(e) => {
                setAddress(e.target.value);
                setError(undefined);
              }}
              {...invalidProps('alert-email', error)}
            />
          </Field>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('error-monitoring.settings.saving') : t('error-monitoring.settings.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
