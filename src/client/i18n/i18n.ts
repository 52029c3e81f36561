import { i18n } from '@lingui/core';
import { isLanguage, LANGUAGE_COOKIE, type Language, languageOf } from '@shared/account/preference-values';
import { loadGroup, homeEnglishMessages, type MessageGroup } from './catalogues';

export { i18n, isLanguage };

i18n.load('en', homeEnglishMessages);
i18n.activate('en');

/** Groups loaded (or loading) per language. */
const loaded = new Map<string, Promise<void>>();
loaded.set('home:en', Promise.resolve());
/** The groups the app has used so far: a change of language loads them all before it shows. */
const used = new Set<MessageGroup>(['home']);

function ensureGroup(group: MessageGroup, language: Language): Promise<void> {
  const key = `${group}:${language}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = loadGroup(group, language).then((messages) => i18n.load(language, messages));
    // A failed load (the network) is tried again next time.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** The language shown, or being switched to (its messages loading). */
let target: Language = 'en';

/** Loads a group's messages in the app's language (and keeps them loaded through changes of language). */
export function loadMessageGroup(group: MessageGroup): Promise<void> {
  used.add(group);
  return ensureGroup(group, target);
}

export const activeLanguage = () => i18n.locale as Language;

/**
 * Shows the app in `language` once every group in use is loaded in it (at once when they are). The page's `lang`
 * follows, for screen readers, spelling and the browser's own texts.
 */
export async function switchLanguage(language: Language): Promise<void> {
  target = language;
  await Promise.all([...used].map((group) => ensureGroup(group, language)));
  if (target !== language) return; // a later switch won
  if (activeLanguage() !== language) i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The visitor's language chosen on the public pages (the cookie), English without one. */
export function visitorLanguage(cookies: string = document.cookie): Language {
  const value = cookies
    .split('; ')
    .find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return languageOf(value);
}

/** A message outside React (a toast, a confirmation): in the active language at the moment it is called. */
export const t = (id: string, values?: Record<string, unknown>): string => i18n._(id, values);
