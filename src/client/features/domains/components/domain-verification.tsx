import { Copy } from 'lucide-react';
import type { Domain } from '@shared/storefronts/domain.schemas';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { useVerifyDomain } from '../api/domains.api';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied', { description: text });
  } catch {
    toast.error('Could not copy: copy it by hand', { description: text });
  }
}

/** A custom domain's TXT record to add at its DNS provider, each part copyable, and Verify to check it now. */
export function DomainVerification({ domain, record }: { domain: Domain; record: { name: string; value: string } }) {
  const verify = useVerifyDomain();
  const row = (label: string, text: string) => (
    <div className="flex items-center gap-2">
      <dt className="w-12 shrink-0 text-xs text-muted">{label}</dt>
      <dd className="min-w-0 flex-1 truncate font-mono text-xs" title={text}>
        {text}
      </dd>
      <Button variant="ghost" size="icon" className="size-8" onClick={() => void copy(text)}>
        <Copy aria-hidden />
        <span className="sr-only">Copy {label.toLowerCase()}</span>
      </Button>
    </div>
  );
  return (
    <div className="space-y-2 rounded-md border border-dashed p-3" data-testid="dns-record">
      <p className="text-sm">Add this TXT record at your DNS provider to verify {domain.domain}:</p>
      <dl className="space-y-1">
        {row('Type', 'TXT')}
        {row('Name', record.name)}
        {row('Value', record.value)}
      </dl>
      <Button variant="outline" size="sm" disabled={verify.isPending} onClick={() => verify.mutate(domain.id)}>
        {verify.isPending ? 'Checking...' : 'Verify'}
      </Button>
    </div>
  );
}
