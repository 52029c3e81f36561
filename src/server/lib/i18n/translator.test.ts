import { describe, expect, it } from 'vitest';
import { translator } from './translator';

const t = translator({
  en: { 'x.hello': 'Hi {name}', 'x.days': '{count, plural, one {# day} other {# days}}' },
  es: { 'x.hello': 'Hola {name}', 'x.days': '{count, plural, one {# día} other {# días}}' },
  fr: { 'x.hello': 'Bonjour {name}', 'x.days': '{count, plural, one {# jour} other {# jours}}' },
});

describe('translator', () => {
  it('writes a message in each language, with its arguments and plurals', () => {
    expect(t('en')('x.hello', { name: 'Ana' })).toBe('Hi Ana');
    expect(t('es')('x.hello', { name: 'Ana' })).toBe('Hola Ana');
    expect(t('fr')('x.days', { count: 2 })).toBe('2 jours');
    expect(t('es')('x.days', { count: 1 })).toBe('1 día');
  });

  it('falls back to English for a language it does not know', () => {
    expect(t('de' as 'en')('x.hello', { name: 'Ana' })).toBe('Hi Ana');
  });
});
