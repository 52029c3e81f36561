import type { Customization, MerchCategory, MerchOrder, MerchOrderStatus } from '@shared/merch/merch.schemas';

export const categoryLabels: Record<MerchCategory, string> = {
  cards: 'Cards',
  signs: 'Signs',
  apparel: 'Apparel',
  promotional: 'Promotional',
};

export const orderStatusLabels: Record<MerchOrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The colours a new design starts from: the specification's defaults. */
export const DEFAULT_PRIMARY = '#3b82f6';
export const DEFAULT_SECONDARY = '#1f2937';

/** `Logo · 2 lines of text · #3b82f6 / #1f2937`: what a design holds, in a line. */
export function designSummary(design: Customization): string {
  const lines = design.textLines.filter((l) => l.trim()).length;
  return [
    design.logoUrl ? 'Logo' : 'No logo',
    lines === 1 ? '1 line of text' : `${lines} lines of text`,
    `${design.primaryColor} / ${design.secondaryColor}`,
  ].join(' · ');
}

/** `3 × Yard Signs, 2 × Business Cards` */
export const itemsSummary = (order: MerchOrder) =>
  order.items.map((line) => `${line.quantity} × ${line.name}`).join(', ');
