import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  landingProductInputSchema,
  type LandingProduct,
  type LandingProductInput,
} from '@shared/storefronts/storefront.schemas';
import { ProductFormActions } from '@client/components/product-editing';
import { Checkbox } from '@client/components/ui/checkbox';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useSaveProduct } from '../api/products.api';
import { useT } from '@client/i18n/use-t';

type Name = Exclude<keyof LandingProductInput, 'isActive'>;

/** A new product: inventory -1 (unlimited), active, as the specification has it. */
const blank: LandingProductInput = {
  name: '',
  description: '',
  price: '',
  category: '',
  imageUrl: '',
  sku: '',
  inventory: '-1',
  weight: '',
  isActive: true,
};

const valuesOf = (p: LandingProduct): LandingProductInput => ({
  name: p.name,
  description: p.description ?? '',
  price: p.price,
  category: p.category ?? '',
  imageUrl: p.imageUrl ?? '',
  sku: p.sku ?? '',
  inventory: String(p.inventory),
  weight: p.weight ?? '',
  isActive: p.isActive,
});

/** Adds a product to the storefront, or edits `product`; the specification's messages, the server's on its fields. */
export function ProductForm(props: { product?: LandingProduct; onSaved: () => void; onCancel: () => void }) {
  const t = useT();
  const save = useSaveProduct(props.product?.id);
  const form = useForm<LandingProductInput, unknown, z.output<typeof landingProductInputSchema>>({
    resolver: zodResolver(landingProductInputSchema),
    defaultValues: props.product ? valuesOf(props.product) : blank,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) =>
    save.mutate(input, { onSuccess: props.onSaved, onError: (error) => showFieldErrors(form.setError, error) }),
  );
  const control = (name: Name) => ({
    id: `product-${name}`,
    ...invalidProps(`product-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  const text = (name: Name, label: string, hint?: string) => (
    <Field id={`product-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      <Input {...control(name)} />
    </Field>
  );
  const number = (name: Name, label: string, step: number, hint?: string) => (
    <Field id={`product-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      <Input type="number" inputMode={step === 1 ? 'numeric' : 'decimal'} step={step} {...control(name)} />
    </Field>
  );

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      {text('name', t('storefronts.product.name'))}
      <Field id="product-description" label={t('storefronts.product.description')} error={errors.description?.message}>
        <Textarea rows={3} {...control('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {number('price', t('storefronts.product.priceLabel'), 0.01)}
        {text('category', t('storefronts.product.category'))}
        {text('sku', t('storefronts.product.sku'))}
        {number('inventory', t('storefronts.product.inventory'), 1, t('storefronts.product.inventoryHint'))}
        {number('weight', t('storefronts.product.weight'), 0.01, t('storefronts.product.optional'))}
        {text('imageUrl', t('storefronts.product.imageUrl'))}
      </div>
      <label className="inline-flex items-center gap-2 text-sm">
        <Checkbox {...form.register('isActive')} />
        {t('storefronts.product.active')}
      </label>
      <ProductFormActions editing={props.product !== undefined} pending={save.isPending} onCancel={props.onCancel} />
    </form>
  );
}
