import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { domainDisplayStatus, type Domain } from '@shared/storefronts/domain.schemas';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { useT } from '@client/i18n/use-t';
import { DomainActiveSwitch } from './domain-active-switch';
import { DomainVerification } from './domain-verification';

const tones: Record<ReturnType<typeof domainDisplayStatus>, BadgeTone> = {
  Active: 'green',
  'Pending Setup': 'amber',
  Inactive: 'grey',
};

/** The address shown: the host, or (a subdomain on a site without ROOT_DOMAIN) the label and the page's address. */
const nameOf = (d: Domain) => d.host ?? d.domain;

/** One domain: where it answers, its status by the specification's rule, its fees, and what is left to do. */
export function DomainCard({ domain }: { domain: Domain }) {
  const t = useT();
  const status = domainDisplayStatus(domain);
  const statusText = {
    Active: t('domains.status.active'),
    'Pending Setup': t('domains.status.pending'),
    Inactive: t('domains.status.inactive'),
  }[status];
  const name = nameOf(domain);
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="domain-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold" title={name}>
            {name}
          </h2>
          {!domain.host && <p className="truncate text-xs text-muted">{domain.url}</p>}
        </div>
        <Badge tone={tones[status]}>{statusText}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('domains.card.type')}</dt>
        <dd>{domain.domainType === 'custom' ? t('domains.type.custom') : t('domains.type.subdomain')}</dd>
        <dt className="text-muted">{t('domains.card.template')}</dt>
        <dd>{domain.templateName ?? t('domains.card.none')}</dd>
        <dt className="text-muted">{t('domains.card.setupFee')}</dt>
        <dd>${domain.setupFee}</dd>
        <dt className="text-muted">{t('domains.card.monthlyFee')}</dt>
        <dd>${domain.monthlyFee}</dd>
      </dl>
      {domain.status === 'pending' && (
        <Button variant="link" className="h-auto justify-start p-0" asChild>
          <Link to={`/checkout/domain/${encodeURIComponent(domain.domain)}`}>{t('domains.card.completeSetup')}</Link>
        </Button>
      )}
      {domain.verification && <DomainVerification domain={domain} record={domain.verification} />}
      <div className="mt-auto flex items-center justify-between gap-3 border-t pt-4">
        <span className="flex items-center gap-2 text-sm font-medium">
          <DomainActiveSwitch domain={domain} label={name} />
          {domain.isActive ? t('domains.card.on') : t('domains.card.off')}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={domain.status !== 'active'}
          onClick={() => window.open(domain.url, '_blank', 'noopener')}
        >
          <ExternalLink aria-hidden /> {t('domains.card.view')}
          <span className="sr-only"> {t('domains.card.viewHidden', { name })}</span>
        </Button>
      </div>
    </Card>
  );
}
