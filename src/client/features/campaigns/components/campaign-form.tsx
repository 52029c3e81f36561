import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import type { Campaign, CampaignInput } from '@shared/campaigns/campaigns.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { cx } from '@client/lib/cx';
import { useT } from '@client/i18n/use-t';
import { useCreateCampaign, useUpdateCampaign } from '../api/campaigns.api';
import { CampaignAudienceField } from './campaign-audience-field';
import { CampaignContentField } from './campaign-content-field';
import {
  campaignFormDefaults,
  campaignResolver,
  showCampaignFieldErrors,
  templateValues,
  type CampaignFormValues,
} from './campaign-form-values';
import { CampaignPreview } from './campaign-preview';
import { CampaignScheduleFields } from './campaign-schedule-fields';
import { CampaignTemplatePicker } from './campaign-template-picker';

type Mode = 'edit' | 'preview';

function ModeToggle({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('campaigns.form.mode')}
      className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
    >
      {(['edit', 'preview'] as const).map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          onClick={() => onChange(m)}
          className={cx(
            'rounded-md px-4 py-1.5 text-sm font-medium text-muted',
            mode === m && 'bg-card text-[var(--foreground)] shadow-sm',
          )}
        >
          {m === 'edit' ? t('campaigns.form.edit') : t('campaigns.form.preview')}
        </button>
      ))}
    </div>
  );
}

/**
 * Writes a campaign (new, a copy, or a draft or scheduled one to edit): a template to start from, the e-mail with
 * its placeholders, the audience with its real counts, and an optional send time on the business's clock. Preview
 * shows the e-mail as the server fills it for a customer.
 */
export function CampaignForm(props: {
  campaign?: Campaign;
  copyOf?: Campaign;
  timeZone: string;
  onSaved: (campaign: Campaign) => void;
}) {
  const t = useT();
  const { campaign, timeZone } = props;
  const [mode, setMode] = useState<Mode>('edit');
  const create = useCreateCampaign();
  const update = useUpdateCampaign(campaign?.id ?? 0);
  const form = useForm<CampaignFormValues, unknown, CampaignInput>({
    resolver: campaignResolver(timeZone),
    defaultValues: campaignFormDefaults({ campaign, copyOf: props.copyOf, timeZone }),
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const pending = create.isPending || update.isPending;

  const save = (input: CampaignInput) => {
    const handlers = { onSuccess: props.onSaved, onError: (e: unknown) => showCampaignFieldErrors(form.setError, e) };
    if (campaign) update.mutate(input, handlers);
    else create.mutate(input, handlers);
  };
  const submit = form.handleSubmit(save, (invalid) => {
    if (mode === 'edit') return;
    // The fields are hidden while previewing: show them, then put the focus on the first one to fix.
    flushSync(() => setMode('edit'));
    const first = (['name', 'subject', 'content', 'targetAudience', 'scheduleDate', 'scheduleTime'] as const).find(
      (name) => invalid[name],
    );
    if (first) form.setFocus(first);
  });
  const text = (name: 'name' | 'subject', label: string, placeholder: string) => {
    const id = `campaign-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <Input id={id} placeholder={placeholder} {...invalidProps(id, error)} {...register(name)} />
      </Field>
    );
  };

  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <ModeToggle mode={mode} onChange={setMode} />
      <div hidden={mode !== 'edit'} className="space-y-5">
        {!campaign && (
          <CampaignTemplatePicker onChoose={(t) => form.reset({ ...form.getValues(), ...templateValues(t) })} />
        )}
        {text('name', t('campaigns.form.name'), t('campaigns.form.namePlaceholder'))}
        {text('subject', t('campaigns.form.subject'), t('campaigns.form.subjectPlaceholder'))}
        <CampaignContentField form={form} />
        <CampaignAudienceField form={form} />
        <CampaignScheduleFields
          register={register}
          errors={errors}
          timeZone={timeZone}
          idPrefix="campaign"
          legend={t('campaigns.form.schedule')}
          hint={t('campaigns.form.scheduleHint')}
        />
      </div>
      {mode === 'preview' && (
        <CampaignPreview subject={form.getValues('subject')} content={form.getValues('content')} />
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {campaign
            ? pending
              ? t('campaigns.form.saving')
              : t('campaigns.form.save')
            : pending
              ? t('campaigns.form.creating')
              : t('campaigns.create')}
        </Button>
      </div>
    </form>
  );
}
