import { Coins } from 'lucide-react';
import { formatMoney, fromCents } from '@shared/money';
import { MIN_PARTIAL_PAYMENT_CENTS } from '@shared/payments/card-payments.schemas';
import { Checkbox } from '@client/components/ui/checkbox';
import { useT } from '@client/i18n/use-t';
import { useBillingSettings, useUpdatePartialPayments } from '../api/billing-settings.api';

const minimum = formatMoney(fromCents(MIN_PARTIAL_PAYMENT_CENTS));

/** Whether customers may pay part of an invoice's balance by card, kept in the company's billing settings. */
export function PartialPaymentsToggle() {
  const { data, isLoading, isError } = useBillingSettings();
  const update = useUpdatePartialPayments();
  // While saving, the box shows what was asked for, not what the cache still says.
  const checked = update.isPending ? update.variables : (data?.allowPartialPayments ?? false);
  const t = useT();

  return (
    <div className="flex items-start gap-3 rounded-xl border bg-card px-4 py-3 shadow-sm">
      <Coins className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
      <div className="min-w-0 flex-1">
        <label htmlFor="partial-payments" className="text-sm font-medium">
          {t('payments.partial.label')}
        </label>
        <p id="partial-payments-hint" className="text-sm text-muted">
          {isError ? t('payments.partial.loadError') : t('payments.partial.hint', { minimum })}
        </p>
      </div>
      <Checkbox
        id="partial-payments"
        className="mt-1"
        aria-describedby="partial-payments-hint"
        checked={checked}
        disabled={isLoading || isError || update.isPending}
        onCheckedChange={(value) => update.mutate(value)}
      />
    </div>
  );
}
