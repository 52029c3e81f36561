import { describe, expect, it } from 'vitest';
import { returnPath, signInPath } from './return-path';

describe('the way back after signing in', () => {
  it('goes to a path of this site, and home for anything else', () => {
    expect(returnPath('/join-team?token=abc')).toBe('/join-team?token=abc');
    expect(returnPath(new URLSearchParams(signInPath('/invoices?status=paid').split('?')[1]).get('next'))).toBe(
      '/invoices?status=paid',
    );
    for (const elsewhere of [
      null,
      '',
      'https://elsewhere.example/',
      '//elsewhere.example',
      '/\\elsewhere.example',
      'javascript:alert(1)',
    ])
      expect(returnPath(elsewhere)).toBe('/');
  });
});
