import type { Customization, MerchCategory, MerchOrder, MerchOrderStatus } from '@shared/merch/merch.schemas';

/** A component's translate function (`useT()`): what these labels are drawn with, again on a change of language. */
type Translate = (id: string, values?: Record<string, unknown>) => string;

export const categoryLabels = (t: Translate): Record<MerchCategory, string> => ({
  cards: t('merch.category.cards'),
  signs: t('merch.category.signs'),
  apparel: t('merch.category.apparel'),
  promotional: t('merch.category.promotional'),
});

export const orderStatusLabels = (t: Translate): Record<MerchOrderStatus, string> => ({
  pending: t('merch.status.pending'),
  paid: t('merch.status.paid'),
  in_production: t('merch.status.inProduction'),
  shipped: t('merch.status.shipped'),
  delivered: t('merch.status.delivered'),
  cancelled: t('merch.status.cancelled'),
});

/** The colours a new design starts from: the specification's defaults. */
export const DEFAULT_PRIMARY = '#3b82f6';
export const DEFAULT_SECONDARY = '#1f2937';

/** `Logo · 2 lines of text · #3b82f6 / #1f2937`: what a design holds, in a line. */
export function designSummary(design: Customization, t: Translate): string {
  const lines = design.textLines.filter((l) => l.trim()).length;
  return [
    design.logoUrl ? t('merch.design.logo') : t('merch.design.noLogo'),
    t('merch.design.textLines', { count: lines }),
    `${design.primaryColor} / ${design.secondaryColor}`,
  ].join(' · ');
}

/** `3 × Yard Signs, 2 × Business Cards` */
export const itemsSummary = (order: MerchOrder) =>
  order.items.map((line) => `${line.quantity} × ${line.name}`).join(', ');
