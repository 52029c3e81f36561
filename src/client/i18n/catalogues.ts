import type { Messages } from '@lingui/core';
import type { Language } from '@shared/account/preference-values';

/**
 * The app's messages live beside the code that shows them: `messages/{en,es,fr}.json` in a feature's folder (and in
 * `components/` and `app/`), English the source, every key prefixed with its feature's (or folder's) name. Three
 * groups, each one chunk per language (`groups/`), each loaded with the first route module that draws from it
 * (route-modules.tsx, `groupOfModule`), in the language then active:
 *
 * - `home`: the landing page and the components every page draws (`features/marketing-site/messages`,
 *   `components/{layout,ui,brand}`, `app/`). Its English is part of the entry, so the landing page renders at once;
 * - `site`: the other public pages and the sign-in (`features/marketing-site/components/pages/messages`,
 *   `features/auth`);
 * - `app`: every other folder, and `features/auth` again (the app signs out, and verifies an address): the signed-in
 *   screens and the pages customers open from a link.
 *
 * A change of language loads the groups in use in the new one before it shows. The build compiles each file
 * (vite.config.ts, `compileMessages`), so the browser gets no message parser.
 */
export type MessageGroup = 'home' | 'site' | 'app';

// The same folders as groups/home-*.ts (but lib/messages: English, its keys are the texts themselves).
const homeEnglish = import.meta.glob<Messages>(
  [
    '../features/marketing-site/messages/en.json',
    '../components/{layout,ui,brand}/messages/en.json',
    '../app/messages/en.json',
  ],
  { eager: true, import: 'default' },
);

/** The home group's English, there from the first render. */
export const homeEnglishMessages: Messages = Object.assign({}, ...Object.values(homeEnglish));

type Loaded = Promise<{ default: Messages }>;

const groups: Record<MessageGroup, Record<Language, () => Loaded>> = {
  home: {
    en: () => Promise.resolve({ default: homeEnglishMessages }),
    es: () => import('./groups/home-es'),
    fr: () => import('./groups/home-fr'),
  },
  site: {
    en: () => import('./groups/site-en'),
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
