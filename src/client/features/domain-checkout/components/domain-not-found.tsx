import { Globe } from 'lucide-react';
import { Link } from 'react-router';
import { domainCheckoutMessages as m } from '@shared/storefronts/domain-checkout.schemas';
import { Button } from '@client/components/ui/button';

export const DOMAIN_MANAGER_PATH = '/domain-manager';

/** The specification's 'Domain Not Found' screen, with its way back to the domain manager. */
export function DomainNotFound() {
  return (
    <section className="mx-auto max-w-md space-y-4 py-16 text-center">
      <Globe className="mx-auto size-12 text-muted" aria-hidden />
      <h1 className="text-2xl font-bold">{m.notFoundTitle}</h1>
      <p className="text-muted">{m.notFoundText}</p>
      <Button asChild>
        <Link to={DOMAIN_MANAGER_PATH}>{m.backToDomains}</Link>
      </Button>
    </section>
  );
}
