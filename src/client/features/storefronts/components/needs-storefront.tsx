import { Store } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { useT } from '@client/i18n/use-t';

/** What a tab says before the storefront exists: what it will show, and the way to create the storefront. */
export function NeedsStorefront(props: { what: string; onSetUp: () => void }) {
  const t = useT();
  return (
    <Card className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <Store className="size-10 text-muted" aria-hidden />
      <h2 className="text-lg font-semibold">{t('storefronts.needs.title')}</h2>
      <p className="max-w-md text-sm text-muted">{props.what}</p>
      <Button onClick={props.onSetUp}>{t('storefronts.needs.goToConfiguration')}</Button>
    </Card>
  );
}
