import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { z } from 'zod';
import { cardSchema } from '@shared/payments/card.schemas';
import { CardFields } from '@client/components/payments/card-fields';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { errorMessage, fieldErrors } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useT } from '@client/i18n/use-t';
import { useUpdateCard } from '../api/subscriptions.api';
import { cardText } from '../subscription-format';

const schema = z.object({ card: cardSchema });
type Values = z.input<typeof schema>;
const blankCard = { cardholderName: '', cardNumber: '', expiryDate: '', cvv: '' };

/** A new card for the next charges (test mode); a plan past due is charged on it at once, by the server. */
export function UpdateCardDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const update = useUpdateCard();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { card: blankCard },
  });
  const close = (open: boolean) => {
    if (update.isPending) return;
    if (!open) {
      form.reset({ card: blankCard });
      update.reset();
    }
    props.onOpenChange(open);
  };
  const submit = form.handleSubmit((values) =>
    update.mutate(values.card, {
      onSuccess: (sub) => {
        const card = cardText(t, sub.card?.brand ?? null, sub.card?.last4 ?? null);
        toast.success(t('subscriptions.updateCardDialog.done'), {
          description: card
            ? t('subscriptions.updateCardDialog.doneText', { card })
            : t('subscriptions.updateCardDialog.doneThisCard'),
        });
        close(false);
      },
      onError: (error) =>
        Object.entries(fieldErrors(error)).forEach(([name, message], i) =>
          form.setError(
            name.replace(/^paymentMethod\./, 'card.') as Path<Values>,
            { message },
            {
              shouldFocus: i === 0,
            },
          ),
        ),
    }),
  );
  const refusal =
    update.error && Object.keys(fieldErrors(update.error)).length === 0 ? errorMessage(update.error) : null;
  return (
    <Dialog open={props.open} onOpenChange={close}>
      <DialogContent size="md">
        <DialogHeader
          title={t('subscriptions.updateCard')}
          description={t('subscriptions.updateCardDialog.description')}
        />
        <form noValidate className="space-y-4" onSubmit={submit}>
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            {t('subscriptions.testMode')}
          </p>
          <CardFields form={form} />
          {refusal && (
            <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
              {refusal}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={update.isPending} onClick={() => close(false)}>
              {t('subscriptions.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('subscriptions.updateCardDialog.saving') : t('subscriptions.updateCardDialog.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
