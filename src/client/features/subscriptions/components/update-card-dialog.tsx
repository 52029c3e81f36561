import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { z } from 'zod';
import { cardSchema, describeCard, TEST_MODE_LABEL } from '@shared/payments/card.schemas';
import { CardFields } from '@client/components/payments/card-fields';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { errorMessage, fieldErrors } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useUpdateCard } from '../api/subscriptions.api';

const schema = z.object({ card: cardSchema });
type Values = z.input<typeof schema>;
const blankCard = { cardholderName: '', cardNumber: '', expiryDate: '', cvv: '' };

/** A new card for the next charges (test mode); a plan past due is charged on it at once, by the server. */
export function UpdateCardDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
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
        toast.success('Card updated', {
          description: `Your next charges go to ${describeCard(sub.card?.brand ?? null, sub.card?.last4 ?? null) ?? 'this card'}.`,
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
        <DialogHeader title="Update card" description="The card your plan is charged to from now on." />
        <form noValidate className="space-y-4" onSubmit={submit}>
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            {TEST_MODE_LABEL}
          </p>
          <CardFields form={form} />
          {refusal && (
            <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
              {refusal}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={update.isPending} onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save card'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
