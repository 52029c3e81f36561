import { Ban, CheckCircle2, Download, Pencil, RotateCw, Send } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { preloadable } from '@client/lib/preloadable';
import { useCancelInvoice } from '../api/invoices.api';

// The form and its validation load when asked for (its button starts them on hover), not with the list.
const RecordPaymentForm = preloadable(() => import('./record-payment-form').then((m) => m.RecordPaymentForm));
const preloadRecordPayment = () => RecordPaymentForm.preload();

const resendable: Invoice['status'][] = ['sent', 'viewed', 'overdue'];

/** What the owner can do with the invoice in its state; recording a payment and cancelling ask first. */
export function InvoiceActions(props: { invoice: Invoice; sending: boolean; onSend: () => void; onEdit: () => void }) {
  const t = useT();
  const { invoice } = props;
  const [step, setStep] = useState<'actions' | 'record-payment' | 'cancel'>('actions');
  const cancel = useCancelInvoice(invoice.id);
  const open = invoice.status !== 'paid' && invoice.status !== 'cancelled';
  // A failed delivery offers its own Resend beside the reason.
  const canResend = resendable.includes(invoice.status) && invoice.delivery?.status !== 'failed';

  if (step === 'record-payment') {
    return (
      <Suspense fallback={<Spinner />}>
        <RecordPaymentForm invoice={invoice} onDone={() => setStep('actions')} />
      </Suspense>
    );
  }
  if (step === 'cancel') {
    return (
      <div role="alertdialog" aria-label={t('invoices.cancel.label')} className="space-y-3 rounded-lg border p-4">
        <p className="text-sm">{t('invoices.cancel.question', { number: invoice.invoiceNumber })}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setStep('actions')}>
            {t('invoices.cancel.keep')}
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: () => setStep('actions') })}
          >
            {cancel.isPending ? t('invoices.cancel.cancelling') : t('invoices.actions.cancel')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      {invoice.status === 'draft' && (
        <Button disabled={props.sending} onClick={props.onSend}>
          <Send /> {props.sending ? t('invoices.actions.sending') : t('invoices.actions.send')}
        </Button>
      )}
      {canResend && (
        <Button variant="outline" disabled={props.sending} onClick={props.onSend}>
          <RotateCw /> {props.sending ? t('invoices.actions.sending') : t('invoices.actions.resend')}
        </Button>
      )}
      {open && (
        <Button
          variant="outline"
          onClick={() => setStep('record-payment')}
          onPointerEnter={preloadRecordPayment}
          onFocus={preloadRecordPayment}
        >
          <CheckCircle2 /> {t('invoices.actions.recordPayment')}
        </Button>
      )}
      {invoice.status === 'draft' && (
        <Button variant="outline" onClick={props.onEdit}>
          <Pencil /> {t('invoices.actions.edit')}
        </Button>
      )}
      <Button asChild variant="outline">
        <a href={`/api/invoices/${invoice.id}/pdf`} target="_blank" rel="noopener noreferrer">
          <Download /> {t('invoices.actions.downloadPdf')}
        </a>
      </Button>
      {open && (
        <Button
          variant="ghost"
          className="text-red-600 hover:text-red-700 dark:text-red-400"
          onClick={() => setStep('cancel')}
        >
          <Ban /> {t('invoices.actions.cancel')}
        </Button>
      )}
    </div>
  );
}
