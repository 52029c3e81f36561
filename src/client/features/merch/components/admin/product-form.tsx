import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  MERCH_CATEGORIES,
  MERCH_PREVIEW_SHAPES,
  merchProductInputSchema,
  type MerchProduct,
  type MerchProductInput,
} from '@shared/merch/merch.schemas';
import { ProductFormActions } from '@client/components/product-editing';
import { Checkbox } from '@client/components/ui/checkbox';
import { Field, invalidProps } from '@client/components/ui/field';
import { Input, NativeSelect, Textarea } from '@client/components/ui/input';
import { showFieldErrors } from '@client/lib/form-errors';
import { useSaveProduct } from '../../api/admin-products.api';
import { categoryLabels } from '../../merch-format';
import { useT } from '@client/i18n/use-t';

const blank: MerchProductInput = {
  slug: '',
  name: '',
  description: '',
  category: 'cards',
  basePrice: '',
  markup: '',
  rating: '4.5',
  customizable: true,
  previewShape: 'card',
  isActive: true,
};

const valuesOf = (p: MerchProduct): MerchProductInput => ({
  slug: p.slug,
  name: p.name,
  description: p.description,
  category: p.category,
  basePrice: p.basePrice,
  markup: p.markup,
  rating: p.rating,
  customizable: p.customizable,
  previewShape: p.previewShape,
  isActive: p.isActive,
});

/** Adds a catalogue product, or edits `product`; orders keep the prices they were bought at. */
export function ProductForm(props: { product?: MerchProduct; onSaved: () => void; onCancel: () => void }) {
  const t = useT();
  const save = useSaveProduct(props.product?.id);
  const form = useForm<MerchProductInput, unknown, z.output<typeof merchProductInputSchema>>({
    resolver: zodResolver(merchProductInputSchema),
    defaultValues: props.product ? valuesOf(props.product) : blank,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) =>
    save.mutate(input, { onSuccess: props.onSaved, onError: (error) => showFieldErrors(form.setError, error) }),
  );
  const control = (name: keyof MerchProductInput) => ({
    id: `product-${name}`,
    ...invalidProps(`product-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  const money = (name: 'basePrice' | 'markup') => ({
    type: 'number',
    inputMode: 'decimal' as const,
    min: 0,
    step: 0.01,
    ...control(name),
  });
  const shapeLabels: Record<(typeof MERCH_PREVIEW_SHAPES)[number], string> = {
    card: t('merch.admin.form.shape.card'),
    sign: t('merch.admin.form.shape.sign'),
    shirt: t('merch.admin.form.shape.shirt'),
    bottle: t('merch.admin.form.shape.bottle'),
    magnet: t('merch.admin.form.shape.magnet'),
    keychain: t('merch.admin.form.shape.keychain'),
  };
  const flag = (name: 'customizable' | 'isActive', label: string) => (
    <label className="inline-flex items-center gap-2 text-sm">
      <Checkbox {...form.register(name)} />
      {label}
    </label>
  );

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="product-name" label={t('merch.admin.form.name')} error={errors.name?.message}>
          <Input {...control('name')} />
        </Field>
        <Field
          id="product-slug"
          label={t('merch.admin.form.slug')}
          hint={t('merch.admin.form.slugHint')}
          error={errors.slug?.message}
        >
          <Input className="font-mono" autoComplete="off" {...control('slug')} />
        </Field>
      </div>
      <Field id="product-description" label={t('merch.admin.form.description')} error={errors.description?.message}>
        <Textarea rows={3} {...control('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="product-category" label={t('merch.admin.catalogueTable.category')} error={errors.category?.message}>
          <NativeSelect {...control('category')}>
            {MERCH_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabels(t)[c]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="product-previewShape"
          label={t('merch.admin.form.previewShape')}
          error={errors.previewShape?.message}
        >
          <NativeSelect {...control('previewShape')}>
            {MERCH_PREVIEW_SHAPES.map((s) => (
              <option key={s} value={s}>
                {shapeLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="product-basePrice"
          label={t('merch.admin.form.basePrice')}
          hint={t('merch.admin.form.basePriceHint')}
          error={errors.basePrice?.message}
        >
          <Input {...money('basePrice')} />
        </Field>
        <Field
          id="product-markup"
          label={t('merch.admin.form.markup')}
          hint={t('merch.admin.form.markupHint')}
          error={errors.markup?.message}
        >
          <Input {...money('markup')} />
        </Field>
        <Field id="product-rating" label={t('merch.admin.form.rating')} error={errors.rating?.message}>
          <Input type="number" inputMode="decimal" min={0} max={5} step={0.1} {...control('rating')} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {flag('customizable', t('merch.admin.form.customizable'))}
        {flag('isActive', t('merch.admin.form.active'))}
      </div>
      <ProductFormActions editing={props.product !== undefined} pending={save.isPending} onCancel={props.onCancel} />
    </form>
  );
}
