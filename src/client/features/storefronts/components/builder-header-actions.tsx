import { Copy, ExternalLink } from 'lucide-react';
import type { LandingConfig } from '@shared/storefronts/storefront.schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { absoluteUrl, builderTexts, previewPath } from '../storefront-format';
import { useT } from '@client/i18n/use-t';

/** Copies the page's public address; where the browser refuses, the toast shows it to copy by hand. */
async function copyPublicUrl(config: LandingConfig) {
  const url = absoluteUrl(config.publicUrl);
  try {
    await navigator.clipboard.writeText(url);
    toast.success(builderTexts.urlCopied(), { description: url });
  } catch {
    toast.error(builderTexts.copyFailed(), { description: url });
  }
}

/** The storefront's status, Preview (its page in a new tab) and Copy public URL. */
export function BuilderHeaderActions({ config }: { config: LandingConfig }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={config.isActive ? 'green' : 'grey'} className="mr-1">
        {config.isActive ? t('storefronts.active') : t('storefronts.inactive')}
      </Badge>
      <Button variant="outline" asChild>
        <a href={previewPath(config)} target="_blank" rel="noopener">
          <ExternalLink aria-hidden /> {t('storefronts.header.preview')}
          <span className="sr-only"> {t('storefronts.header.newTab')}</span>
        </a>
      </Button>
      <Button variant="outline" onClick={() => void copyPublicUrl(config)}>
        <Copy aria-hidden /> {t('storefronts.header.copyUrl')}
      </Button>
    </div>
  );
}
