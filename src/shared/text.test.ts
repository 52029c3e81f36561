import { describe, expect, it } from 'vitest';
import { z } from './zod';
import { SINGLE_LINE_MESSAGE, singleLine, toSingleLine } from './text';

describe('single-line text', () => {
  it('folds each run of line breaks and control characters into one space', () => {
    expect(toSingleLine('Acme\r\nBcc: x\u2028y\u0085z\tw\u0000v')).toBe('Acme Bcc: x y z w v');
    expect(toSingleLine('Café Müller & Sons')).toBe('Café Müller & Sons');
  });

  it('refuses a line break inside a name after trimming the ends', () => {
    const name = singleLine(z.string().trim().min(1));
    expect(name.parse(' Acme\n')).toBe('Acme');
    expect(name.safeParse('Ac\nme').error?.issues[0].message).toBe(SINGLE_LINE_MESSAGE);
    expect(name.safeParse('Ac\u007fme').success).toBe(false);
  });
});
