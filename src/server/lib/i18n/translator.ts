import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '../../../shared/account/preference-values';

/** A feature's messages in every language: its `messages/{en,es,fr}.json`, English the source. */
export type Catalogue = Record<Language, Record<string, string>>;

/** A message in one language: `t('invoices.email.heading', { number })`. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * The translate functions of a catalogue, one per language (what the server writes to customers is in their
 * business's language). Each message is compiled once, the first time its language is asked for.
 */
export function translator(catalogue: Catalogue): (language: Language) => Translate {
  const instances = new Map<Language, I18n>();
  const instanceOf = (language: Language) => {
    let i18n = instances.get(language);
    if (!i18n) {
      const messages = Object.fromEntries(
        Object.entries(catalogue[language]).map(([key, text]) => [key, compileMessage(text)]),
      );
      i18n = setupI18n({ locale: language, messages: { [language]: messages } });
      instances.set(language, i18n);
    }
    return i18n;
  };
  return (language) => {
    const i18n = instanceOf(LANGUAGES.includes(language) ? language : 'en');
    return (id, values) => i18n._(id, values);
  };
}
