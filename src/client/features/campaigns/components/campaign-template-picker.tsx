import { LayoutTemplate } from 'lucide-react';
import { CAMPAIGN_TEMPLATES, type CampaignTemplate } from '@shared/campaigns/campaign-templates';
import { useT } from '@client/i18n/use-t';
import { audienceLabel } from '../campaign-labels';
import { Button } from '@client/components/ui/button';

/** The three built-in starting points: choosing one fills name, subject, content and audience. */
export function CampaignTemplatePicker({ onChoose }: { onChoose: (template: CampaignTemplate) => void }) {
  const t = useT();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{t('campaigns.form.template')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {CAMPAIGN_TEMPLATES.map((template) => (
          <Button
            key={template.key}
            variant="outline"
            className="h-auto flex-col items-start gap-0.5 whitespace-normal px-3 py-2 text-left"
            onClick={() => onChoose(template)}
          >
            <span className="flex items-center gap-1.5 font-medium">
              <LayoutTemplate className="text-brand-600" aria-hidden /> {template.name}
            </span>
            <span className="text-xs font-normal text-muted">{audienceLabel(t, template.targetAudience)}</span>
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
