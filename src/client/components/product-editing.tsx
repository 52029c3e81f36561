import { Fragment, type ReactNode } from 'react';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogHeader } from './ui/dialog';
import { useT } from '@client/i18n/use-t';

// What the product lists of the app share (the storefront's products, the merchandise catalogue): the dialog that
// adds or edits one, its form's buttons, and the badge that says whether it is shown.

/** `null`: closed; `{}`: a new product; `{ product }`: that one to edit. */
export type ProductEditing<Product> = { product?: Product } | null;

/** Add product (no product) or Edit product (its name under the title), the form inside keyed by the product. */
export function ProductDialog<Product extends { id: number; name: string }>(props: {
  editing: ProductEditing<Product>;
  onClose: () => void;
  /** The line under 'Add product'. */
  newDescription: string;
  form: (product: Product | undefined) => ReactNode;
}) {
  const t = useT();
  const product = props.editing?.product;
  return (
    <Dialog open={props.editing !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="2xl">
        <DialogHeader
          title={product ? t('components.product.edit') : t('components.product.add')}
          description={product?.name ?? props.newDescription}
        />
        {props.editing && <Fragment key={product?.id ?? 'new'}>{props.form(product)}</Fragment>}
      </DialogContent>
    </Dialog>
  );
}

/** The product form's Cancel and its submit, which says what it does while it runs. */
export function ProductFormActions(props: { editing: boolean; pending: boolean; onCancel: () => void }) {
  const t = useT();
  const label = props.editing
    ? props.pending
      ? t('components.product.saving')
      : t('components.product.save')
    : props.pending
      ? t('components.product.adding')
      : t('components.product.add');
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" disabled={props.pending} onClick={props.onCancel}>
        {t('components.product.cancel')}
      </Button>
      <Button type="submit" disabled={props.pending}>
        {label}
      </Button>
    </div>
  );
}

/** Active (shown to buyers) or Hidden. */
export function ActiveBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    <Badge tone={active ? 'green' : 'grey'}>
      {active ? t('components.product.active') : t('components.product.hidden')}
    </Badge>
  );
}
