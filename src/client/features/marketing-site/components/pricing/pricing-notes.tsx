import { Trans } from '@lingui/react';
import { Building2, CreditCard, Percent } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@client/components/ui/spinner';
import { usePlans } from '../../api/marketing.api';
import { formatPercent } from '../../marketing-format';
import { useT } from '@client/i18n/use-t';

function Note({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-xl border bg-card p-5">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-800/40 dark:text-brand-100">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-sm text-muted">{children}</div>
      </div>
    </div>
  );
}

/** The platform's fee on card payments, from GET /api/plans: its own component, so that the plans' arrival
 * redraws this paragraph and not the page around it. */
function PlatformFee() {
  const t = useT();
  const { data } = usePlans();
  return data ? (
    <p>{t('marketing-site.pricing.feeNote', { fee: formatPercent(data.transactionFeePercent) })}</p>
  ) : (
    <div aria-hidden className="space-y-2 pt-1">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/** The platform fee, payment methods and the enterprise contact, under the plan cards. */
export function PricingNotes() {
  const t = useT();
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Note icon={<Percent className="size-5" aria-hidden />} title={t('marketing-site.pricing.feeTitle')}>
        <PlatformFee />
      </Note>
      <Note icon={<CreditCard className="size-5" aria-hidden />} title={t('marketing-site.pricing.methodsTitle')}>
        <p>{t('marketing-site.pricing.methodsNote')}</p>
      </Note>
      <Note icon={<Building2 className="size-5" aria-hidden />} title={t('marketing-site.pricing.customTitle')}>
        <p>
          <Trans
            id="marketing-site.pricing.customNote"
            components={{
              link: (
                <a
                  href="mailto:sales@crewdesk.app?subject=Custom%20enterprise%20plan"
                  className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-100"
                />
              ),
            }}
          />
        </p>
      </Note>
    </div>
  );
}
