import type { Messages } from '@lingui/core';
import type { Language } from '@shared/account/preference-values';

/**
 * The app's messages live beside the code that shows them: `messages/{en,es,fr}.json` in a feature's folder (and in
 * `components/` and `app/`), English the source, every key prefixed with its folder's name. They come in two groups:
 *
 * - `site`: what the public pages and the sign-in draw (the marketing site, auth, the components of every page:
 *   `components/{layout,ui,brand}`, and `app/`). Its English is part of the entry, so a public page renders at once;
 * - `app`: every other folder, loaded with the first screen that needs it (route-modules.tsx), in the language then
 *   active; a change of language loads the groups already in use in the new one first.
 *
 * Each group is one chunk per language (`groups/`: the same folders in each of them, and in `siteEnglish` below), so
 * the entry names five chunks, not every file. The build compiles each file (vite.config.ts, `compileMessages`), so
 * the browser gets no message parser.
 */
export type MessageGroup = 'site' | 'app';

const siteEnglish = import.meta.glob<Messages>(
  [
    '../features/{marketing-site,auth}/messages/en.json',
    '../components/{layout,ui,brand}/messages/en.json',
    '../app/messages/en.json',
  ],
  { eager: true, import: 'default' },
);

/** The site group's English, there from the first render. */
export const siteEnglishMessages: Messages = Object.assign({}, ...Object.values(siteEnglish));

type Loaded = Promise<{ default: Messages }>;

const groups: Record<MessageGroup, Record<Language, () => Loaded>> = {
  site: {
    en: () => Promise.resolve({ default: siteEnglishMessages }),
    es: () => import('./groups/site-es'),
    fr: () => import('./groups/site-fr'),
  },
  app: {
    en: () => import('./groups/app-en'),
    es: () => import('./groups/app-es'),
    fr: () => import('./groups/app-fr'),
  },
};

/** One group's messages in one language. */
export async function loadGroup(group: MessageGroup, language: Language): Promise<Messages> {
  return (await groups[group][language]()).default;
}
