import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { merchShipSchema, type AdminMerchOrder, type MerchShipInput } from '@shared/merch/merch.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useMoveOrder } from '../../api/admin-orders.api';
import { orderStatusLabels } from '../../merch-format';
import { useT } from '@client/i18n/use-t';

const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL'];

function ShipForm({ order, onDone }: { order: AdminMerchOrder; onDone: () => void }) {
  const t = useT();
  const move = useMoveOrder();
  const form = useForm<MerchShipInput, unknown, z.output<typeof merchShipSchema>>({
    resolver: zodResolver(merchShipSchema),
    defaultValues: { carrier: order.carrier ?? '', trackingNumber: order.trackingNumber ?? '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((ship) =>
    move.mutate(
      { id: order.id, move: { status: 'shipped', ...ship }, label: orderStatusLabels(t).shipped },
      { onSuccess: onDone, onError: (error) => showFieldErrors(form.setError, error) },
    ),
  );
  const text = (name: keyof MerchShipInput) => ({
    id: `ship-${name}`,
    autoComplete: 'off',
    ...invalidProps(`ship-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <Field id="ship-carrier" label={t('merch.admin.ship.carrier')} error={errors.carrier?.message}>
        <Input list="ship-carriers" placeholder="USPS" {...text('carrier')} />
      </Field>
      <datalist id="ship-carriers">
        {CARRIERS.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Field
        id="ship-trackingNumber"
        label={t('merch.admin.ship.trackingNumber')}
        error={errors.trackingNumber?.message}
      >
        <Input className="font-mono" {...text('trackingNumber')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={move.isPending} onClick={onDone}>
          {t('merch.cancel')}
        </Button>
        <Button type="submit" disabled={move.isPending}>
          {move.isPending ? t('merch.saving') : t('merch.admin.move.markShipped')}
        </Button>
      </div>
    </form>
  );
}

/** Mark shipped: asks the carrier and the tracking number, which the business is sent. */
export function ShipOrderDialog(props: { order: AdminMerchOrder | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={props.order !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="md">
        <DialogHeader
          title={t('merch.admin.move.markShipped')}
          description={
            props.order
              ? t('merch.admin.orderFor', { orderNumber: props.order.orderNumber, business: props.order.companyName })
              : undefined
          }
        />
        {props.order && <ShipForm key={props.order.id} order={props.order} onDone={props.onClose} />}
      </DialogContent>
    </Dialog>
  );
}
