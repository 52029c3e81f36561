import type { ReactNode } from 'react';
import type { MERCH_PREVIEW_SHAPES } from '@shared/merch/merch.schemas';

export type PreviewShape = (typeof MERCH_PREVIEW_SHAPES)[number];
export type Colors = { primary: string; secondary: string };

/** Where the logo and the text are printed, in the 300 x 300 drawing. */
export type PrintArea = { x: number; y: number; w: number; h: number };

type ShapeDrawing = {
  body: (c: Colors) => ReactNode;
  area: PrintArea;
  /** The colour the print sits on, to keep the text readable. */
  ground: (c: Colors) => string;
};

const STEEL = '#94a3b8';
const PAPER = '#ffffff';

/** Each product drawn flat, with its colours, and where the design goes on it. */
export const shapeDrawings: Record<PreviewShape, ShapeDrawing> = {
  card: {
    body: (c) => (
      <>
        <rect x="30" y="70" width="240" height="150" rx="6" fill={PAPER} stroke="#cbd5e1" />
        <path d="M30 198H270V214Q270 220 264 220H36Q30 220 30 214Z" fill={c.primary} />
        <rect x="30" y="194" width="240" height="4" fill={c.secondary} />
      </>
    ),
    area: { x: 48, y: 82, w: 204, h: 104 },
    ground: () => PAPER,
  },
  sign: {
    body: (c) => (
      <>
        <rect x="92" y="190" width="8" height="95" fill={STEEL} />
        <rect x="200" y="190" width="8" height="95" fill={STEEL} />
        <rect x="24" y="30" width="252" height="175" rx="6" fill={c.primary} />
        <rect x="36" y="42" width="228" height="151" rx="4" fill={PAPER} />
      </>
    ),
    area: { x: 46, y: 52, w: 208, h: 131 },
    ground: () => PAPER,
  },
  shirt: {
    body: (c) => (
      <>
        <path d="M104 38 62 56 18 108l38 28 26-24v160h136V112l26 24 38-28-44-52-42-18q-46 30-92 0Z" fill={c.primary} />
        <path d="M104 38q46 30 92 0l-14-6q-32 22-64 0Z" fill={c.secondary} />
        <path d="M150 60v40" stroke={c.secondary} strokeWidth="4" strokeLinecap="round" />
      </>
    ),
    area: { x: 100, y: 110, w: 100, h: 100 },
    ground: (c) => c.primary,
  },
  bottle: {
    body: (c) => (
      <>
        <rect x="122" y="22" width="56" height="40" rx="8" fill={c.secondary} />
        <path d="M128 60h44v18l22 18v166q0 20-20 20h-48q-20 0-20-20V96l22-18Z" fill={c.primary} />
        <rect x="106" y="118" width="88" height="118" fill={PAPER} />
      </>
    ),
    area: { x: 110, y: 124, w: 80, h: 106 },
    ground: () => PAPER,
  },
  magnet: {
    body: (c) => (
      <>
        <rect x="22" y="60" width="256" height="180" rx="30" fill={c.primary} />
        <rect x="34" y="72" width="232" height="156" rx="22" fill="none" stroke={c.secondary} strokeWidth="4" />
      </>
    ),
    area: { x: 48, y: 86, w: 204, h: 128 },
    ground: (c) => c.primary,
  },
  keychain: {
    body: (c) => (
      <>
        <circle cx="150" cy="48" r="26" fill="none" stroke={STEEL} strokeWidth="7" />
        <rect x="92" y="78" width="116" height="196" rx="24" fill={c.primary} />
        <circle cx="150" cy="100" r="9" fill={PAPER} stroke={c.secondary} strokeWidth="3" />
      </>
    ),
    area: { x: 102, y: 122, w: 96, h: 142 },
    ground: (c) => c.primary,
  },
};

/** Relative luminance of `#rrggbb` (WCAG). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The secondary colour for the text when it reads on the ground, else black or white, whichever reads. */
export function inkOn(ground: string, preferred: string): string {
  const [a, b] = [luminance(ground), luminance(preferred)].sort((x, y) => y - x);
  if ((a + 0.05) / (b + 0.05) >= 3) return preferred;
  return luminance(ground) > 0.35 ? '#111827' : '#ffffff';
}
