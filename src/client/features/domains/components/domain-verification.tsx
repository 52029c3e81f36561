import { Copy } from 'lucide-react';
import type { Domain } from '@shared/storefronts/domain.schemas';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { t as translate } from '@client/i18n/i18n';
import { useT } from '@client/i18n/use-t';
import { useVerifyDomain } from '../api/domains.api';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(translate('domains.verify.copied'), { description: text });
  } catch {
    toast.error(translate('domains.verify.copyFailed'), { description: text });
  }
}

/** A custom domain's TXT record to add at its DNS provider, each part copyable, and Verify to check it now. */
export function DomainVerification({ domain, record }: { domain: Domain; record: { name: string; value: string } }) {
  const t = useT();
  const verify = useVerifyDomain();
  const row = (label: string, copyLabel: string, text: string) => (
    <div className="flex items-center gap-2">
      <dt className="w-12 shrink-0 text-xs text-muted">{label}</dt>
      <dd className="min-w-0 flex-1 truncate font-mono text-xs" title={text}>
        {text}
      </dd>
      <Button variant="ghost" size="icon" className="size-8" onClick={() => void copy(text)}>
        <Copy aria-hidden />
        <span className="sr-only">{copyLabel}</span>
      </Button>
    </div>
  );
  return (
    <div className="space-y-2 rounded-md border border-dashed p-3" data-testid="dns-record">
      <p className="text-sm">{t('domains.verify.text', { domain: domain.domain })}</p>
      <dl className="space-y-1">
        {row(t('domains.verify.type'), t('domains.verify.copyType'), 'TXT')}
        {row(t('domains.verify.name'), t('domains.verify.copyName'), record.name)}
        {row(t('domains.verify.value'), t('domains.verify.copyValue'), record.value)}
      </dl>
      <Button variant="outline" size="sm" disabled={verify.isPending} onClick={() => verify.mutate(domain.id)}>
        {verify.isPending ? t('domains.verify.checking') : t('domains.verify.button')}
      </Button>
    </div>
  );
}
