import { BellRing } from 'lucide-react';
import { Checkbox } from '@client/components/ui/checkbox';
import { useT } from '@client/i18n/use-t';
import { useBillingSettings, useUpdateBillingSettings } from '../api/billing-settings.api';

/** The company's choice to e-mail reminders for overdue invoices, kept in its billing settings. */
export function PaymentRemindersToggle() {
  const t = useT();
  const { data, isLoading, isError } = useBillingSettings();
  const update = useUpdateBillingSettings();
  const checked = update.isPending
    ? update.variables.paymentRemindersEnabled
    : (data?.paymentRemindersEnabled ?? false);

  return (
    <div className="flex items-start gap-3 rounded-xl border bg-card px-4 py-3 shadow-sm">
      <BellRing className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
      <div className="min-w-0 flex-1">
        <label htmlFor="payment-reminders" className="text-sm font-medium">
          {t('invoices.reminders.label')}
        </label>
        <p id="payment-reminders-hint" className="text-sm text-muted">
          {isError ? t('invoices.reminders.loadError') : t('invoices.reminders.hint')}
        </p>
      </div>
      <Checkbox
        id="payment-reminders"
        className="mt-1"
        aria-describedby="payment-reminders-hint"
        checked={checked}
        disabled={isLoading || isError || update.isPending}
        onCheckedChange={(value) => update.mutate({ paymentRemindersEnabled: value })}
      />
    </div>
  );
}
