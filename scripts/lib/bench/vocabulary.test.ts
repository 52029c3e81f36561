import { describe, expect, it } from 'vitest';
import { lastPageOffset } from './routes';
import * as words from './vocabulary';

const containing = (list: readonly string[], term: string) => list.filter((w) => w.toLowerCase().includes(term));

describe('the bench vocabulary', () => {
  it('puts the invoice search term in exactly one job note, about 2,000 invoices in 100,000', () => {
    expect(containing(words.jobNotes, words.INVOICE_SEARCH_TERM)).toHaveLength(1);
    expect(containing(words.noteExtras, words.INVOICE_SEARCH_TERM)).toEqual([]);
    expect(100_000 / words.jobNotes.length).toBe(2_000);
  });

  it('puts the customer search term in one surname and nowhere else a customer is searched', () => {
    const term = words.CUSTOMER_SEARCH_TERM;
    expect(containing(words.surnames, term)).toHaveLength(1);
    for (const other of [words.firstNames, words.businessNames, words.emailDomains])
      expect(containing(other, term)).toEqual([]);
  });

  it('writes varied notes: distinct phrases and rates that are money', () => {
    expect(new Set(words.jobNotes).size).toBe(words.jobNotes.length);
    expect(words.jobNotes.every((n) => n.length > 30)).toBe(true);
    for (const s of words.services) expect(s.rate).toMatch(/^\d+\.\d{2}$/);
    expect(new Set(words.surnames).size).toBe(words.surnames.length);
  });
});

describe('lastPageOffset', () => {
  it('is the offset of the pager last page', () => {
    expect(lastPageOffset(100_000, 20)).toBe(99_980);
    expect(lastPageOffset(5_001, 20)).toBe(5_000);
    expect(lastPageOffset(20, 20)).toBe(0);
    expect(lastPageOffset(0, 20)).toBe(0);
  });
});
