import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CAMPAIGN_PLACEHOLDERS } from '@shared/campaigns/campaign-values';
import type { CampaignInput } from '@shared/campaigns/campaigns.schemas';
import { Button } from '@client/components/ui/button';
import { Field, invalidProps } from '@client/components/ui/field';
import { Textarea } from '@client/components/ui/input';
import { useT } from '@client/i18n/use-t';
import { placeholderText } from '../campaign-labels';
import type { CampaignFormValues } from './campaign-form-values';

type Form = UseFormReturn<CampaignFormValues, unknown, CampaignInput>;

/** The e-mail's body, with a button per placeholder that puts it where the cursor is (or over the selection). */
export function CampaignContentField({ form }: { form: Form }) {
  const t = useT();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...content } = form.register('content');
  const error = form.formState.errors.content?.message;

  const insert = (key: string) => {
    const token = `{{${key}}}`;
    const value = form.getValues('content');
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    form.setValue('content', value.slice(0, start) + token + value.slice(end), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    if (!el) return;
    const caret = start + token.length;
    el.focus();
    el.setSelectionRange(caret, caret);
  };

  return (
    <div className="space-y-2">
      <Field id="campaign-content" label={t('campaigns.form.content')} error={error}>
        <Textarea
          id="campaign-content"
          rows={10}
          placeholder="Hi {{customer_name}}, ..."
          {...invalidProps('campaign-content', error)}
          {...content}
          ref={(el) => {
            ref(el);
            area.current = el;
          }}
        />
      </Field>
      <div role="group" aria-labelledby="campaign-placeholders" className="space-y-1.5">
        <p id="campaign-placeholders" className="text-xs text-muted">
          {t('campaigns.form.placeholders')}
        </p>
        <div className="flex flex-wrap gap-1.5">
          {CAMPAIGN_PLACEHOLDERS.map((p) => (
            <Button
              key={p.key}
              size="sm"
              variant="outline"
              className="h-7 px-2 text-xs"
              title={`{{${p.key}}}: ${placeholderText(t, p.key)[1]}`}
              onClick={() => insert(p.key)}
            >
              + {placeholderText(t, p.key)[0]}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
