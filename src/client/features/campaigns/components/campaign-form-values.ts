import type { FieldErrors, Resolver, UseFormSetError } from 'react-hook-form';
import {
  campaignInputSchema,
  type Campaign,
  type CampaignAudience,
  type CampaignInput,
} from '@shared/campaigns/campaigns.schemas';
import type { CampaignTemplate } from '@shared/campaigns/campaign-templates';
import { fieldErrors } from '@client/lib/api';
import { t } from '@client/i18n/i18n';
import { instantFromInputs, wallInputs } from '../campaign-format';

/** The form as typed: the send time as the business's wall clock, a date and a time (both blank for none). */
export type CampaignFormValues = {
  name: string;
  subject: string;
  content: string;
  targetAudience: CampaignAudience | '';
  scheduleDate: string;
  scheduleTime: string;
};

/** A new campaign is blank (its audience too: the owner chooses it); an edited one as saved; a copy as its original. */
export function campaignFormDefaults(opts: { campaign?: Campaign; copyOf?: Campaign; timeZone: string }) {
  const source = opts.campaign ?? opts.copyOf;
  const when = opts.campaign?.scheduledDate ? wallInputs(opts.campaign.scheduledDate, opts.timeZone) : null;
  return {
    name: opts.copyOf ? t('campaigns.form.copyName', { name: opts.copyOf.name }) : (source?.name ?? ''),
    subject: source?.subject ?? '',
    content: source?.content ?? '',
    targetAudience: source?.targetAudience ?? '',
    scheduleDate: when?.date ?? '',
    scheduleTime: when?.time ?? '',
  } satisfies CampaignFormValues;
}

/** What choosing a template puts into the form. */
export const templateValues = (t: CampaignTemplate) => ({
  name: t.name,
  subject: t.subject,
  content: t.content,
  targetAudience: t.targetAudience,
});

/** The schema's paths that are named otherwise on the form. */
const fieldOfPath: Record<string, keyof CampaignFormValues> = { scheduledDate: 'scheduleDate' };

const fieldOf = (path: string) => fieldOfPath[path] ?? (path as keyof CampaignFormValues);

/** Puts the server's field messages under the form's fields (the send time's under its date). */
export function showCampaignFieldErrors(setError: UseFormSetError<CampaignFormValues>, error: unknown) {
  Object.entries(fieldErrors(error)).forEach(([path, message], i) =>
    setError(fieldOf(path), { message }, { shouldFocus: i === 0 }),
  );
}

/** The send time's own checks, before the schema's: both halves or neither, and ahead of now. */
function scheduleErrors(values: CampaignFormValues, instant: string, now: Date): FieldErrors<CampaignFormValues> {
  const { scheduleDate: date, scheduleTime: time } = values;
  if (!date && !time) return {};
  if (!date) return { scheduleDate: { type: 'required', message: t('campaigns.schedule.required') } };
  if (!time) return { scheduleTime: { type: 'required', message: t('campaigns.schedule.required') } };
  if (!instant) return { scheduleDate: { type: 'invalid', message: t('campaigns.schedule.invalid') } };
  if (Date.parse(instant) <= now.getTime()) {
    return { scheduleDate: { type: 'past', message: t('campaigns.schedule.inPast') } };
  }
  return {};
}

/**
 * Checks the input the server would get with the shared schema (its own messages), the send time typed on the
 * business's clock and sent as the instant it stands for; gives back that input.
 */
export function campaignResolver(timeZone: string): Resolver<CampaignFormValues, unknown, CampaignInput> {
  return (values) => {
    const instant = instantFromInputs(values.scheduleDate, values.scheduleTime, timeZone);
    const input: CampaignInput = {
      name: values.name,
      subject: values.subject,
      content: values.content,
      targetAudience: values.targetAudience as CampaignAudience,
      scheduledDate: instant || null,
    };
    const errors = scheduleErrors(values, instant, new Date());
    const result = campaignInputSchema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        errors[fieldOf(issue.path.join('.'))] ??= { type: issue.code, message: issue.message };
      }
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values: input, errors: {} };
  };
}
