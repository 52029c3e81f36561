import { useState, type FormEvent } from 'react';
import { marketingMessages } from '@shared/marketing-site/marketing.messages';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { errorMessage, fieldErrors } from '@client/lib/api';
import { useSendContactMessage } from '../../api/marketing.api';

/** 'Leave A Message': the browser checks the fields (required, e-mail type); the server checks them again. */
export function ContactSection() {
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
        Leave A Message
      </h2>
      <p className="mt-3 text-center text-muted">
        Questions about Crewdesk for your business? We answer within one business day.
      </p>
      <form className="mt-8 space-y-4 rounded-2xl border bg-card p-6" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="contact-name" label="Name" error={errors.name}>
            <Input
              id="contact-name"
              name="name"
              required
              autoComplete="name"
              {...invalidProps('contact-name', errors.name)}
            />
          </Field>
          <Field id="contact-email" label="Email" error={errors.email}>
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
        <Field id="contact-message" label="Message" error={errors.message}>
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
            {marketingMessages.contactThanks}
          </p>
        )}
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </section>
  );
}
