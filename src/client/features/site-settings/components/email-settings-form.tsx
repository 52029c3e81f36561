import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  emailSettingsSchema,
  type EmailSettingsInput,
  type EmailSettingsView,
} from '@shared/site-settings/site-settings.schemas';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useT } from '@client/i18n/use-t';
import { useSaveEmailSettings, useSendTestEmail } from '../api/site-settings.api';

const deliveryText = (t: ReturnType<typeof useT>, delivery: EmailSettingsView['delivery']) =>
  ({
    environment: t('site-settings.email.deliveryEnvironment'),
    settings: t('site-settings.email.deliverySettings'),
    outbox: t('site-settings.email.deliveryOutbox'),
  })[delivery];

const formValues = (s: EmailSettingsView): EmailSettingsInput => ({
  smtpHost: s.smtpHost ?? '',
  smtpPort: s.smtpPort,
  smtpUsername: s.smtpUsername ?? '',
  smtpPassword: '',
  clearSmtpPassword: false,
  fromEmail: s.fromEmail ?? '',
  fromName: s.fromName ?? '',
});

/** Site Settings > Email: the SMTP server (the password write-only), the sender, and a test message. */
export function EmailSettingsForm({ settings }: { settings: EmailSettingsView }) {
  const t = useT();
  const save = useSaveEmailSettings();
  const test = useSendTestEmail();
  const [testTo, setTestTo] = useState('');
  const form = useForm<EmailSettingsInput, unknown, z.output<typeof emailSettingsSchema>>({
    resolver: zodResolver(emailSettingsSchema),
    values: formValues(settings),
  });
  const errors = form.formState.errors;
  const line = (name: 'smtpHost' | 'smtpPort' | 'smtpUsername' | 'smtpPassword' | 'fromEmail' | 'fromName') => ({
    id: `email-${name}`,
    ...invalidProps(`email-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  const submit = form.handleSubmit((input) =>
    save.mutate(input, { onError: (error) => showFieldErrors(form.setError, error) }),
  );

  return (
    <div className="space-y-6">
      <p
        role="note"
        className="flex gap-2 rounded-lg border bg-slate-50 p-3 text-sm dark:bg-slate-900"
        data-testid="email-delivery"
      >
        <Info className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-500" aria-hidden />
        {deliveryText(t, settings.delivery)}
      </p>
      <form noValidate className="space-y-5" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <Field id="email-smtpHost" label={t('site-settings.email.host')} error={errors.smtpHost?.message}>
            <Input placeholder="smtp.example.com" autoComplete="off" {...line('smtpHost')} />
          </Field>
          <Field id="email-smtpPort" label={t('site-settings.email.port')} error={errors.smtpPort?.message}>
            <Input inputMode="numeric" {...line('smtpPort')} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="email-smtpUsername" label={t('site-settings.email.username')} error={errors.smtpUsername?.message}>
            <Input autoComplete="off" {...line('smtpUsername')} />
          </Field>
          <Field
            id="email-smtpPassword"
            label={t('site-settings.email.password')}
            hint={
              settings.smtpPasswordSet
                ? t('site-settings.email.passwordStored')
                : settings.encryptionKeySet
                  ? t('site-settings.email.passwordEncrypted')
                  : t('site-settings.email.passwordNoKey')
            }
            error={errors.smtpPassword?.message}
          >
            <Input type="password" autoComplete="new-password" {...line('smtpPassword')} />
          </Field>
        </div>
        {settings.smtpPasswordSet && (
          <label className="flex items-center gap-2 text-sm">
            <Checkbox {...form.register('clearSmtpPassword')} /> {t('site-settings.email.clearPassword')}
          </label>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="email-fromEmail" label={t('site-settings.email.fromEmail')} error={errors.fromEmail?.message}>
            <Input type="email" placeholder="no-reply@example.com" autoComplete="off" {...line('fromEmail')} />
          </Field>
          <Field id="email-fromName" label={t('site-settings.email.fromName')} error={errors.fromName?.message}>
            <Input autoComplete="off" {...line('fromName')} />
          </Field>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('site-settings.saving') : t('site-settings.email.save')}
        </Button>
      </form>
      <form
        noValidate
        className="space-y-3 border-t pt-5"
        onSubmit={(event) => {
          event.preventDefault();
          test.mutate({ to: testTo });
        }}
      >
        <h3 className="font-semibold">{t('site-settings.email.testTitle')}</h3>
        <p className="text-sm text-muted">{t('site-settings.email.testText')}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field id="email-testTo" label={t('site-settings.email.testTo')} className="grow">
            <Input id="email-testTo" type="email" value={testTo} onChange={(e) => setTestTo(e.target.value)} />
          </Field>
          <Button type="submit" variant="outline" disabled={test.isPending}>
            {test.isPending ? t('site-settings.email.sending') : t('site-settings.email.sendTest')}
          </Button>
        </div>
      </form>
    </div>
  );
}
