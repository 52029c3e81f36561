import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { onMyWayInputSchema, type OnMyWayInput } from '@shared/scheduling/visit-notices.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import { showFieldErrors } from '@client/lib/form-errors';
import { useOnMyWay } from '../api/visit-work.api';

/** How many minutes away the technician is; the customer is told by e-mail. */
export function TodayOnMyWayForm(props: { visitId: number; email: string; timeZone: string; onSent: () => void }) {
  const t = useT();
  const send = useOnMyWay(props.timeZone);
  const form = useForm<OnMyWayInput, unknown, z.output<typeof onMyWayInputSchema>>({
    resolver: zodResolver(onMyWayInputSchema),
    defaultValues: { etaMinutes: 30 },
  });
  const error = form.formState.errors.etaMinutes?.message;
  const submit = form.handleSubmit((input) =>
    send.mutate(
      { visitId: props.visitId, ...input },
      { onSuccess: props.onSent, onError: (e) => showFieldErrors(form.setError, e) },
    ),
  );
  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <Field
        id="on-my-way-eta"
        label={t('scheduling.onMyWay.eta')}
        hint={t('scheduling.onMyWay.hint', { email: props.email })}
        error={error}
      >
        <Input
          id="on-my-way-eta"
          type="number"
          inputMode="numeric"
          min={5}
          max={240}
          step={5}
          {...invalidProps('on-my-way-eta', error)}
          {...form.register('etaMinutes')}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={send.isPending}>
          {send.isPending ? t('scheduling.onMyWay.sending') : t('scheduling.onMyWay.send')}
        </Button>
      </div>
    </form>
  );
}
