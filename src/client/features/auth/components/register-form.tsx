import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { registerSchema } from '@shared/auth/auth.schemas';
import { businessLines, parseServiceList, servicesForLine } from '@shared/company/business-lines';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect } from '@client/components/ui/input';
import { useRegister } from '../api/auth.api';
import { useT } from '@client/i18n/use-t';

type RegisterForm = z.input<typeof registerSchema>;

export function RegisterForm() {
  const t = useT();
  const registration = useRegister();
  const [otherText, setOtherText] = useState('');
  const form = useForm<RegisterForm, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      businessLine: '' as never,
      servicesOffered: [],
    },
  });
  const errors = form.formState.errors;
  const line = form.watch('businessLine');
  const chosen = form.watch('servicesOffered');

  const toggle = (service: string, on: boolean) => {
    const next = on ? [...chosen, service] : chosen.filter((s) => s !== service);
    form.setValue('servicesOffered', next, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => registration.mutate(values))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="reg-first" label={t('auth.register.firstName')} error={errors.firstName?.message}>
          <Input
            id="reg-first"
            autoComplete="given-name"
            {...invalidProps('reg-first', errors.firstName?.message)}
            {...form.register('firstName')}
          />
        </Field>
        <Field id="reg-last" label={t('auth.register.lastName')} error={errors.lastName?.message}>
          <Input
            id="reg-last"
            autoComplete="family-name"
            {...invalidProps('reg-last', errors.lastName?.message)}
            {...form.register('lastName')}
          />
        </Field>
      </div>
      <Field id="reg-email" label={t('ui.email')} error={errors.email?.message}>
        <Input
          id="reg-email"
          type="email"
          autoComplete="email"
          {...invalidProps('reg-email', errors.email?.message)}
          {...form.register('email')}
        />
      </Field>
      <Field
        id="reg-password"
        label={t('auth.password')}
        hint={t('auth.passwordHint')}
        error={errors.password?.message}
      >
        <Input
          id="reg-password"
          type="password"
          autoComplete="new-password"
          {...invalidProps('reg-password', errors.password?.message)}
          {...form.register('password')}
        />
      </Field>
      <Field id="reg-line" label={t('auth.register.businessType')} error={errors.businessLine?.message}>
        <NativeSelect
          id="reg-line"
          {...invalidProps('reg-line', errors.businessLine?.message)}
          {...form.register('businessLine', {
            onChange: () => {
              setOtherText('');
              form.setValue('servicesOffered', []);
            },
          })}
        >
          <option value="">{t('auth.register.selectLine')}</option>
          {businessLines.map((l) => (
            <option key={l.name} value={l.name}>
              {l.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {line === 'Other' && (
        <Field
          id="reg-services-text"
          label={t('auth.register.services')}
          hint={t('auth.register.servicesHint')}
          error={errors.servicesOffered?.message}
        >
          <Input
            id="reg-services-text"
            value={otherText}
            placeholder={t('auth.register.servicesPlaceholder')}
            {...invalidProps('reg-services-text', errors.servicesOffered?.message)}
            onChange={(e) => {
              setOtherText(e.target.value);
              form.setValue('servicesOffered', parseServiceList(e.target.value), {
                shouldValidate: form.formState.isSubmitted,
              });
            }}
          />
        </Field>
      )}
      {line && line !== 'Other' && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('auth.register.services')}</legend>
          <div className="max-h-48 space-y-2 overflow-y-auto rounded-md border p-3" data-testid="services-checklist">
            {servicesForLine(line).map((service) => {
              const id = `svc-${service.replace(/\W+/g, '-')}`;
              return (
                <div key={service} className="flex items-center gap-2">
                  <Checkbox id={id} checked={chosen.includes(service)} onCheckedChange={(v) => toggle(service, v)} />
                  <label htmlFor={id} className="text-sm">
                    {service}
                  </label>
                </div>
              );
            })}
          </div>
          {errors.servicesOffered?.message && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {errors.servicesOffered.message}
            </p>
          )}
        </fieldset>
      )}
      {!line && errors.servicesOffered?.message && !errors.businessLine && (
        <p role="alert" className="text-sm text-red-600">
          {errors.servicesOffered.message}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={registration.isPending}>
        {registration.isPending ? t('auth.register.pending') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
