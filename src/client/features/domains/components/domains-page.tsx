import { useQuery } from '@tanstack/react-query';
import { Globe, Plus, Store } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { Skeleton } from '@client/components/ui/spinner';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { DOMAIN_PAGE_SIZE, domainsQuery, storefrontQuery } from '../api/domains.queries';
import { DomainCard } from './domain-card';
import { DomainFormDialog, preloadDomainForm } from './domain-form-dialog';

function Empty(props: { icon: typeof Globe; title: string; text: string; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <Card className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <Icon className="size-10 text-muted" aria-hidden />
      <h2 className="text-lg font-semibold">{props.title}</h2>
      <p className="max-w-md text-sm text-muted">{props.text}</p>
      {props.children}
    </Card>
  );
}

/** /domains and /domain-manager: the storefront's domains as cards, and the dialog that adds one. */
export function DomainsPage() {
  const t = useT();
  useDocumentTitle(t('domains.page.title'));
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const storefront = useQuery(storefrontQuery);
  const domains = useQuery({ ...domainsQuery(page), enabled: Boolean(storefront.data) });
  const newDomain = (
    <Button onClick={() => setCreating(true)} onPointerEnter={preloadDomainForm} onFocus={preloadDomainForm}>
      <Plus aria-hidden /> {t('domains.new')}
    </Button>
  );

  let body: ReactNode;
  if (storefront.data === null) {
    body = (
      <Empty icon={Store} title={t('domains.page.noStorefront')} text={t('domains.page.noStorefrontText')}>
        <Button asChild>
          <Link to="/landing-page-builder?tab=configuration">{t('domains.page.createStorefront')}</Link>
        </Button>
      </Empty>
    );
  } else if (storefront.isError || domains.isError) {
    const failed = storefront.isError ? storefront : domains;
    body = (
      <LoadError what={t('domains.page.loadWhat')} retrying={failed.isFetching} onRetry={() => void failed.refetch()} />
    );
  } else if (!domains.data) {
    body = (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t('domains.page.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-64 rounded-xl" />
        ))}
      </div>
    );
  } else if (domains.data.total === 0) {
    body = (
      <Empty icon={Globe} title={t('domains.page.empty')} text={t('domains.page.emptyText')}>
        {newDomain}
      </Empty>
    );
  } else {
    body = (
      <div className="space-y-4">
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {domains.data.items.map((d) => (
            <DomainCard key={d.id} domain={d} />
          ))}
        </div>
        {domains.data.total > DOMAIN_PAGE_SIZE && (
          <Pager
            page={page}
            pageSize={DOMAIN_PAGE_SIZE}
            total={domains.data.total}
            noun={t('domains.page.pagerNoun')}
            onChange={setPage}
          />
        )}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('domains.page.title')}
        description={t('domains.page.description')}
        action={storefront.data ? newDomain : undefined}
      />
      {body}
      <DomainFormDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
