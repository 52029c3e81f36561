import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { CAMPAIGN_AUDIENCES, type CampaignAudience } from '@shared/campaigns/campaign-values';
import type { CampaignInput } from '@shared/campaigns/campaigns.schemas';
import { cx } from '@client/lib/cx';
import { audienceCountsQuery } from '../api/campaigns.queries';
import { useT } from '@client/i18n/use-t';
import { audienceLabel } from '../campaign-labels';
import type { CampaignFormValues } from './campaign-form-values';

type Form = UseFormReturn<CampaignFormValues, unknown, CampaignInput>;

const meaning = (t: ReturnType<typeof useT>, audience: CampaignAudience) =>
  ({
    all: t('campaigns.audience.allMeaning'),
    active: t('campaigns.audience.activeMeaning'),
    inactive: t('campaigns.audience.inactiveMeaning'),
  })[audience];

/** All, active or inactive customers, each with how many it reaches now (never an unsubscribed customer). */
export function CampaignAudienceField({ form }: { form: Form }) {
  const t = useT();
  const counts = useQuery(audienceCountsQuery);
  const error = form.formState.errors.targetAudience?.message;
  const countOf = (a: CampaignAudience) =>
    counts.data
      ? t('campaigns.customers', { count: counts.data[a] })
      : counts.isError
        ? t('campaigns.audience.countFailed')
        : t('campaigns.audience.counting');
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'campaign-targetAudience-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('campaigns.audience.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {CAMPAIGN_AUDIENCES.map((a, i) => (
          <label
            key={a}
            className={cx(
              'flex cursor-pointer items-start gap-2 rounded-md border p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-800/30',
              error && 'border-red-500',
            )}
          >
            <input
              type="radio"
              value={a}
              className="mt-0.5 accent-brand-700"
              {...(i === 0 ? { id: 'campaign-targetAudience' } : {})}
              {...(error ? { 'aria-invalid': true } : {})}
              {...form.register('targetAudience')}
            />
            <span>
              <span className="block font-medium">{audienceLabel(t, a)}</span>
              <span className="block text-xs text-muted">{meaning(t, a)}</span>
              <span className="block font-semibold" data-testid={`audience-${a}`}>
                {countOf(a)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="campaign-targetAudience-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
