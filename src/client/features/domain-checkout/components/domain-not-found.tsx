import { Globe } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/i18n/use-t';

export const DOMAIN_MANAGER_PATH = '/domain-manager';

/** The specification's 'Domain Not Found' screen, with its way back to the domain manager. */
export function DomainNotFound() {
  const t = useT();
  return (
    <section className="mx-auto max-w-md space-y-4 py-16 text-center">
      <Globe className="mx-auto size-12 text-muted" aria-hidden />
      <h1 className="text-2xl font-bold">{t('domain-checkout.notFound.title')}</h1>
      <p className="text-muted">{t('domain-checkout.notFound.text')}</p>
      <Button asChild>
        <Link to={DOMAIN_MANAGER_PATH}>{t('domain-checkout.notFound.back')}</Link>
      </Button>
    </section>
  );
}
