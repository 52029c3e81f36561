import { CheckCircle2, Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { errorMessage, fieldErrors } from '@client/lib/api';
import { useSubscribeNewsletter } from '../../api/marketing.api';
import { useT } from '@client/i18n/use-t';

export function NewsletterBox() {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [confirmation, setConfirmation] = useState<string>();
  const subscribe = useSubscribeNewsletter();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setConfirmation(undefined);
    // The shared schema (and zod with it) loads on the first submit, keeping it out of the blog's first paint.
    const { newsletterInputSchema } = await import('@shared/marketing-site/marketing.schemas');
    const parsed = newsletterInputSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setError(undefined);
    subscribe.mutate(parsed.data, {
      onSuccess: (answer) => {
        setConfirmation(answer.message);
        setEmail('');
      },
      onError: (failure) => setError(fieldErrors(failure).email ?? errorMessage(failure)),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border bg-card p-6 shadow-sm sm:p-10">
      <div className="mx-auto max-w-2xl text-center">
        <Mail className="mx-auto size-10 text-brand-700 dark:text-brand-500" aria-hidden />
        <h2 id={`${id}-title`} className="mt-4 text-2xl font-bold tracking-tight">
          {t('marketing-site.newsletter.title')}
        </h2>
        <p className="mt-2 text-muted">{t('marketing-site.newsletter.lead')}</p>
        <form
          noValidate
          onSubmit={onSubmit}
          className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row sm:items-start"
        >
          <div className="flex-1 text-left">
            <label htmlFor={`${id}-email`} className="sr-only">
              {t('marketing-site.newsletter.email')}
            </label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder={t('marketing-site.newsletter.placeholder')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" disabled={subscribe.isPending}>
            {subscribe.isPending
              ? t('marketing-site.newsletter.subscribing')
              : t('marketing-site.newsletter.subscribe')}
          </Button>
        </form>
        <div role="status" className="mt-4 min-h-6">
          {confirmation && (
            <p className="inline-flex items-center gap-2 font-medium text-brand-800 dark:text-brand-100">
              <CheckCircle2 className="size-5 shrink-0" aria-hidden />
              {confirmation}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
