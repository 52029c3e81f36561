import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInOwner } from '../../test/auth';
import { formatDocumentNumber, nextDocumentNumber } from './document-numbers';

describe('document numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('formats four digits at least', () => {
    expect(formatDocumentNumber('invoice', 1)).toBe('INV-0001');
    expect(formatDocumentNumber('quote', 42)).toBe('Q-0042');
    expect(formatDocumentNumber('invoice', 12345)).toBe('INV-12345');
  });

  it('counts per company and per kind, without repeats under concurrency or gaps after a rollback', async () => {
    const a = (await signedInOwner(t)).company;
    const b = (await signedInOwner(t)).company;
    const numbers = await Promise.all(
      Array.from({ length: 12 }, () => t.db.transaction((tx) => nextDocumentNumber(tx, a.id, 'invoice'))),
    );
    expect(new Set(numbers).size).toBe(12);
    expect([...numbers].sort()).toEqual(Array.from({ length: 12 }, (_, i) => formatDocumentNumber('invoice', i + 1)));
    await expect(
      t.db.transaction(async (tx) => {
        await nextDocumentNumber(tx, a.id, 'invoice');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await nextDocumentNumber(t.db, a.id, 'invoice')).toBe('INV-0013');
    expect(await nextDocumentNumber(t.db, a.id, 'quote')).toBe('Q-0001');
    expect(await nextDocumentNumber(t.db, b.id, 'invoice')).toBe('INV-0001');
  });
});
