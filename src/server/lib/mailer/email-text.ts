import type { Language } from '../../../shared/account/preference-values';
import { translator } from '../i18n/translator';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

/** The frame's own texts (its footer), in the language of the e-mail. */
export const mailerText = translator({ en, es, fr });

/**
 * A list of contacts as a sentence writes it in `language`: `a or b` (`a o b`, `a ou b`); null when it is empty.
 */
export function oneOf(language: Language, items: (string | null | undefined)[]): string | null {
  const present = items.filter((item): item is string => Boolean(item));
  if (present.length === 0) return null;
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(present);
}
