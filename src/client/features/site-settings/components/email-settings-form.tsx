import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  emailSettingsSchema,
  siteSettingsMessages as m,
  type EmailSettingsInput,
  type EmailSettingsView,
} from '@shared/site-settings/site-settings.schemas';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useSaveEmailSettings, useSendTestEmail } from '../api/site-settings.api';

const deliveryText: Record<EmailSettingsView['delivery'], string> = {
  environment: m.smtpUrlInUse,
  settings: 'E-mail goes out through the SMTP server below.',
  outbox: 'No SMTP server is set: e-mail stays in the local outbox (Admin > Outbox) and the server log.',
};

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
        {deliveryText[settings.delivery]}
      </p>
      <form noValidate className="space-y-5" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <Field id="email-smtpHost" label="SMTP host" error={errors.smtpHost?.message}>
            <Input placeholder="smtp.example.com" autoComplete="off" {...line('smtpHost')} />
          </Field>
          <Field id="email-smtpPort" label="SMTP port" error={errors.smtpPort?.message}>
            <Input inputMode="numeric" {...line('smtpPort')} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="email-smtpUsername" label="SMTP username" error={errors.smtpUsername?.message}>
            <Input autoComplete="off" {...line('smtpUsername')} />
          </Field>
          <Field
            id="email-smtpPassword"
            label="SMTP password"
            hint={
              settings.smtpPasswordSet
                ? 'A password is stored (encrypted). Leave empty to keep it.'
                : settings.encryptionKeySet
                  ? 'Stored encrypted; never shown again.'
                  : 'The server has no SETTINGS_ENCRYPTION_KEY: a password cannot be stored.'
            }
            error={errors.smtpPassword?.message}
          >
            <Input type="password" autoComplete="new-password" {...line('smtpPassword')} />
          </Field>
        </div>
        {settings.smtpPasswordSet && (
          <label className="flex items-center gap-2 text-sm">
            <Checkbox {...form.register('clearSmtpPassword')} /> Remove the stored password
          </label>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="email-fromEmail" label="From address" error={errors.fromEmail?.message}>
            <Input type="email" placeholder="no-reply@example.com" autoComplete="off" {...line('fromEmail')} />
          </Field>
          <Field id="email-fromName" label="From name" error={errors.fromName?.message}>
            <Input autoComplete="off" {...line('fromName')} />
          </Field>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Email Settings'}
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
        <h3 className="font-semibold">Send a test e-mail</h3>
        <p className="text-sm text-muted">
          Goes out at once through the settings as saved; leave empty for your own address.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field id="email-testTo" label="Send to" className="grow">
            <Input id="email-testTo" type="email" value={testTo} onChange={(e) => setTestTo(e.target.value)} />
          </Field>
          <Button type="submit" variant="outline" disabled={test.isPending}>
            {test.isPending ? 'Sending...' : 'Send Test Email'}
          </Button>
        </div>
      </form>
    </div>
  );
}
