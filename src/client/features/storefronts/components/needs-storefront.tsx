import { Store } from 'lucide-react';
import { storefrontMessages as m } from '@shared/storefronts/storefront.schemas';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';

/** What a tab says before the storefront exists: what it will show, and the way to create the storefront. */
export function NeedsStorefront(props: { what: string; onSetUp: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <Store className="size-10 text-muted" aria-hidden />
      <h2 className="text-lg font-semibold">{m.configMissing}</h2>
      <p className="max-w-md text-sm text-muted">{props.what}</p>
      <Button onClick={props.onSetUp}>Go to Configuration</Button>
    </Card>
  );
}
