import { describe, expect, it } from 'vitest';
import { contrast, pageColours } from './page-colours';

describe('pageColours', () => {
  it.each(['#3b82f6', '#0ea5e9', '#fde047', '#22c55e', '#000000', '#ffffff', '#1f2937', '#f97316'])(
    'gives %s surfaces and text that read at 4.5:1 at least',
    (colour) => {
      const c = pageColours(colour, colour);
      for (const surface of [c.accentSurface, c.secondarySurface]) {
        expect(contrast(surface.background, surface.ink)).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(c.accentText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(c.accent).toBe(colour);
    },
  );

  it('keeps a colour that already reads, and falls back for one that is not #rrggbb', () => {
    expect(pageColours('#1E3A8A', '#0F766E')).toMatchObject({
      accent: '#1e3a8a',
      accentSurface: { background: '#1e3a8a', ink: '#ffffff' },
      accentText: '#1e3a8a',
      secondarySurface: { background: '#0f766e', ink: '#ffffff' },
    });
    expect(pageColours('blue', 'url(x)')).toMatchObject({ accent: '#0ea5e9', secondary: '#1f2937' });
    expect(pageColours(null, null).accent).toBe('#0ea5e9');
  });
});
