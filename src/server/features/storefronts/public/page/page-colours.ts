import { DEFAULT_SECONDARY_COLOR, FALLBACK_ACCENT } from '../../../../../shared/storefronts/storefront-values';

const HEX = /^#[0-9a-f]{6}$/i;
const WHITE = '#ffffff';
const INK = '#111827';

/** Relative luminance of `#rrggbb` (WCAG 2). */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour darkened step by step until white text on it (and it as text on white) reads at 4.5:1. */
function deepenForWhite(hex: string): string {
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let out = hex.toLowerCase();
  for (let i = 0; i < 60 && contrast(out, WHITE) < 4.5; i++) {
    [r, g, b] = [r, g, b].map((v) => Math.floor(v * 0.95));
    out = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  }
  return out;
}

/** A surface in the brand's colour and the text that reads on it (4.5:1 at least). */
export type Surface = { background: string; ink: string };

function surfaceOf(hex: string): Surface {
  // A light colour keeps its look with dark text; a darker one is deepened, if it must be, under white text.
  if (contrast(hex, INK) >= 4.5 && luminance(hex) > 0.3) return { background: hex.toLowerCase(), ink: INK };
  return { background: deepenForWhite(hex), ink: WHITE };
}

export type PageColours = {
  /** The accent as set (the storefront's primary colour, else the fallback). */
  accent: string;
  accentSurface: Surface;
  /** The accent as text or borders on white. */
  accentText: string;
  secondary: string;
  secondarySurface: Surface;
};

/** The page's colours from the storefront's; a primary that is not `#rrggbb` gives way to the fallback accent. */
export function pageColours(primary: string | null, secondary: string | null): PageColours {
  const accent = primary && HEX.test(primary) ? primary.toLowerCase() : FALLBACK_ACCENT.toLowerCase();
  const second = (secondary && HEX.test(secondary) ? secondary : DEFAULT_SECONDARY_COLOR).toLowerCase();
  return {
    accent,
    accentSurface: surfaceOf(accent),
    accentText: deepenForWhite(accent),
    secondary: second,
    secondarySurface: surfaceOf(second),
  };
}
