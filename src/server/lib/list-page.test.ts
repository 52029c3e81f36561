import { describe, expect, it } from 'vitest';
import { scanWindow } from './list-page';

/** The positions (in the list's order) that a window reads, for a list of `total` rows. */
function positions(total: number, window: ReturnType<typeof scanWindow>) {
  const read = Array.from({ length: window.scanLimit }, (_, i) => window.scanOffset + i).filter((p) => p < total);
  return window.fromEnd ? read.map((p) => total - 1 - p).sort((a, b) => a - b) : read;
}

describe('scanWindow', () => {
  it('reads the page and one more, from whichever end is nearer, never past either end', () => {
    for (const total of [0, 1, 9, 10, 11, 100, 101]) {
      for (let offset = 0; offset <= total + 2; offset++) {
        for (const limit of [1, 5, 10]) {
          const expected = Array.from({ length: limit + 1 }, (_, i) => offset + i).filter((p) => p < total);
          const window = scanWindow(offset, limit, total);
          expect(positions(total, window), `${offset} + ${limit} of ${total}`).toEqual(expected);
          expect(window.fromEnd).toBe(offset > total / 2 && offset < total);
        }
      }
    }
  });

  it('reads the last page of 100,000 rows as the first: 21 entries from the end', () => {
    expect(scanWindow(99_980, 20, 100_000)).toEqual({ fromEnd: true, scanOffset: 0, scanLimit: 20 });
    expect(scanWindow(99_960, 20, 100_000)).toEqual({ fromEnd: true, scanOffset: 19, scanLimit: 21 });
    expect(scanWindow(99_980, 20)).toEqual({ fromEnd: false, scanOffset: 99_980, scanLimit: 21 });
  });
});
