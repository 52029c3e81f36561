import { zodResolver } from '@hookform/resolvers/zod';
import { Check, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '@shared/money';
import { portalAcceptSchema, portalDeclineSchema, type QuotePreview } from '@shared/quotes/quotes.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { errorMessage, fieldErrors } from '@client/lib/api';
import { useT } from '@client/i18n/use-t';
import { useAnswerPreviewQuote } from '../api/quote-preview.api';

type Props = { id: string; token: string; preview: QuotePreview };

/** Why the server refused the answer (when no field shows it), then Cancel and the answer's button. */
function AnswerFooter(props: { error: string | null; onCancel: () => void; submit: ReactNode }) {
  const t = useT();
  return (
    <>
      {props.error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {props.error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={props.onCancel}>
          {t('quotes.preview.cancel')}
        </Button>
        {props.submit}
      </div>
    </>
  );
}

function AcceptForm({ id, token, preview, onCancel }: Props & { onCancel: () => void }) {
  const answer = useAnswerPreviewQuote(id, token);
  const form = useForm<z.input<typeof portalAcceptSchema>, unknown, z.output<typeof portalAcceptSchema>>({
    resolver: zodResolver(portalAcceptSchema),
    defaultValues: { signerName: '' },
  });
  const error = form.formState.errors.signerName?.message ?? fieldErrors(answer.error).signerName;
  const { quote, company } = preview;
  const t = useT();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((v) => answer.mutate({ kind: 'accept', signerName: v.signerName }))}
    >
      <p className="text-sm">
        {t('quotes.preview.acceptText', {
          number: quote.quoteNumber,
          name: company.name,
          amount: formatMoney(quote.amount),
        })}
      </p>
      <Field id="preview-signer-name" label={t('quotes.preview.signerName')} error={error}>
        <Input
          id="preview-signer-name"
          autoComplete="name"
          {...invalidProps('preview-signer-name', error)}
          {...form.register('signerName')}
        />
      </Field>
      <AnswerFooter
        error={answer.isError && !error ? errorMessage(answer.error) : null}
        onCancel={onCancel}
        submit={
          <Button type="submit" disabled={answer.isPending}>
            {answer.isPending ? t('quotes.preview.accepting') : t('quotes.preview.acceptSubmit')}
          </Button>
        }
      />
    </form>
  );
}

function DeclineForm({ id, token, preview, onCancel }: Props & { onCancel: () => void }) {
  const answer = useAnswerPreviewQuote(id, token);
  const form = useForm<z.input<typeof portalDeclineSchema>, unknown, z.output<typeof portalDeclineSchema>>({
    resolver: zodResolver(portalDeclineSchema),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const t = useT();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((v) => answer.mutate({ kind: 'decline', reason: v.reason }))}
    >
      <p className="text-sm">{t('quotes.preview.declineText', { name: preview.company.name })}</p>
      <Field
        id="preview-decline-reason"
        label={t('quotes.preview.reason')}
        error={error}
        hint={t('quotes.preview.reasonHint')}
      >
        <Textarea
          id="preview-decline-reason"
          {...invalidProps('preview-decline-reason', error)}
          {...form.register('reason')}
        />
      </Field>
      <AnswerFooter
        error={answer.isError ? errorMessage(answer.error) : null}
        onCancel={onCancel}
        submit={
          <Button type="submit" variant="destructive" disabled={answer.isPending}>
            {answer.isPending ? t('quotes.preview.declining') : t('quotes.preview.declineSubmit')}
          </Button>
        }
      />
    </form>
  );
}

/**
 * The customer's answer, on the page the quote's e-mail links to: accept by typing their name, or decline. Shown
 * while the quote waits for an answer; once answered, the page shows it as it now stands.
 */
export function QuotePreviewAnswer(props: Props) {
  const [open, setOpen] = useState<'accept' | 'decline' | null>(null);
  const t = useT();
  return (
    <Card className="print:hidden">
      <CardContent flush className="space-y-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 className="font-semibold">{t('quotes.preview.ready')}</h2>
            <p className="text-sm text-muted">{t('quotes.preview.readyText', { name: props.preview.company.name })}</p>
          </div>
          {open === null && (
            <div className="flex w-full gap-2 sm:w-auto">
              <Button className="flex-1 sm:flex-none" onClick={() => setOpen('accept')}>
                <Check aria-hidden /> {t('quotes.preview.accept')}
              </Button>
              <Button className="flex-1 sm:flex-none" variant="outline" onClick={() => setOpen('decline')}>
                <X aria-hidden /> {t('quotes.preview.decline')}
              </Button>
            </div>
          )}
        </div>
        {open === 'accept' && <AcceptForm {...props} onCancel={() => setOpen(null)} />}
        {open === 'decline' && <DeclineForm {...props} onCancel={() => setOpen(null)} />}
      </CardContent>
    </Card>
  );
}
