import { useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { errorMessage, fieldErrors } from '@client/lib/api';
import { useT } from '@client/i18n/use-t';
import { useSendContactMessage } from '../../api/marketing.api';

/** 'Leave A Message': the browser checks the fields (required, e-mail type); the server checks them again. */
export function ContactSection() {
  const t = useT();
  const send = useSendContactMessage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [thanks, setThanks] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setThanks(false);
    send.mutate(
      { name: String(data.get('name')), email: String(data.get('email')), message: String(data.get('message')) },
      {
        onSuccess: () => {
          setErrors({});
          setThanks(true);
          form.reset();
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          setErrors(Object.keys(fields).length ? fields : { form: errorMessage(error) });
        },
      },
    );
  };

  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="defer-render mx-auto max-w-3xl scroll-mt-20 px-4 py-16 sm:py-20"
    >
      <h2 id="contact-title" className="text-center text-3xl font-bold tracking-tight">
        {t('marketing-site.contact.title')}
      </h2>
      <p className="mt-3 text-center text-muted">{t('marketing-site.contact.lead')}</p>
      <form className="mt-8 space-y-4 rounded-2xl border bg-card p-6" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="contact-name" label={t('marketing-site.contact.name')} error={errors.name}>
            <Input
              id="contact-name"
              name="name"
              required
              autoComplete="name"
              {...invalidProps('contact-name', errors.name)}
            />
          </Field>
          <Field id="contact-email" label={t('ui.email')} error={errors.email}>
            <Input
              id="contact-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              {...invalidProps('contact-email', errors.email)}
            />
          </Field>
        </div>
        <Field id="contact-message" label={t('marketing-site.contact.message')} error={errors.message}>
          <Textarea
            id="contact-message"
            name="message"
            rows={4}
            required
            {...invalidProps('contact-message', errors.message)}
          />
        </Field>
        {errors.form && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.form}
          </p>
        )}
        {thanks && (
          <p
            role="status"
            className="rounded-md bg-brand-50 p-3 text-sm font-medium text-brand-800 dark:bg-brand-800/30 dark:text-brand-100"
          >
            {t('marketing-site.contact.thanks')}
          </p>
        )}
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('ui.sending') : t('marketing-site.contact.send')}
        </Button>
      </form>
    </section>
  );
}
