import { useState } from 'react';
import type { Company } from '@shared/company/company.schemas';
import {
  customizationSchema,
  MERCH_MAX_TEXT_LINES,
  MERCH_TEXT_LINE_MAX,
  type Customization,
  type MerchProduct,
} from '@shared/merch/merch.schemas';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/lib/toast';
import type { Cart } from '../cart/use-cart';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY } from '../merch-format';
import { DesignLogoField } from './design-logo-field';
import { DesignPreview } from './design-preview';
import { useT } from '@client/i18n/use-t';

type Draft = Omit<Customization, 'textLines'> & { textLines: string[] };

/** A new design starts from the business: its logo, the default colours, its name and phone. */
function startingDraft(company: Company | null | undefined, saved: Customization | null | undefined): Draft {
  const lines = saved?.textLines ?? [company?.name ?? '', company?.phone ?? ''];
  return {
    logoUrl: saved ? saved.logoUrl : (company?.logo ?? null),
    primaryColor: saved?.primaryColor ?? DEFAULT_PRIMARY,
    secondaryColor: saved?.secondaryColor ?? DEFAULT_SECONDARY,
    textLines: Array.from({ length: MERCH_MAX_TEXT_LINES }, (_, i) => (lines[i] ?? '').slice(0, MERCH_TEXT_LINE_MAX)),
  };
}

function ColourField(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={props.id}
          type="color"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          className="h-10 w-14 cursor-pointer rounded-md border bg-card p-1"
        />
        <span className="font-mono text-sm uppercase" aria-hidden>
          {props.value}
        </span>
      </div>
    </div>
  );
}

/**
 * The Customize tab: the logo, two colours and up to three lines of text, drawn live on the product; saving keeps
 * the design with the product's cart line (adding the product when it is not in the cart yet).
 */
export function CustomizeTab(props: { product: MerchProduct; company: Company | null | undefined; cart: Cart }) {
  const t = useT();
  const { product, cart } = props;
  const line = cart.lineOf(product.slug);
  const [draft, setDraft] = useState(() => startingDraft(props.company, line?.customization));
  const [error, setError] = useState<string>();
  const design: Customization = { ...draft, textLines: draft.textLines.filter((l) => l.trim()) };
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  const save = () => {
    const parsed = customizationSchema.safeParse(design);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    cart.setDesign(product.slug, parsed.data);
    toast.success(t('merch.design.saved'), {
      description: line
        ? t('merch.design.savedPrinted', { name: product.name })
        : t('merch.design.savedAdded', { name: product.name }),
    });
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="rounded-lg border bg-slate-50 p-2 dark:bg-slate-900 md:self-start">
        <DesignPreview
          shape={product.previewShape}
          design={design}
          label={t('merch.design.preview', { name: product.name })}
          className="mx-auto w-full max-w-xs"
        />
      </div>
      <div className="space-y-4">
        <DesignLogoField
          value={draft.logoUrl}
          companyLogo={props.company?.logo ?? null}
          onChange={(logoUrl) => set({ logoUrl })}
        />
        <div className="grid grid-cols-2 gap-4">
          <ColourField
            id="design-primary"
            label={t('merch.design.primary')}
            value={draft.primaryColor}
            onChange={(primaryColor) => set({ primaryColor })}
          />
          <ColourField
            id="design-secondary"
            label={t('merch.design.secondary')}
            value={draft.secondaryColor}
            onChange={(secondaryColor) => set({ secondaryColor })}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('merch.design.text', { count: MERCH_MAX_TEXT_LINES })}</legend>
          {draft.textLines.map((text, i) => (
            <Input
              key={i}
              aria-label={t('merch.design.textLine', { number: i + 1 })}
              maxLength={MERCH_TEXT_LINE_MAX}
              value={text}
              onChange={(e) => set({ textLines: draft.textLines.map((l, j) => (j === i ? e.target.value : l)) })}
            />
          ))}
        </fieldset>
        {error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={save}>{line ? t('merch.design.saveToLine') : t('merch.design.saveAndAdd')}</Button>
          {line?.customization && (
            <Button variant="ghost" onClick={() => cart.setDesign(product.slug, null)}>
              {t('merch.design.remove')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
