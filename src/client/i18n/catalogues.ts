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
 * The build compiles each file (vite.config.ts, `compileMessages`), so the browser gets no message parser.
 */
export type MessageGroup = 'site' | 'app';

type Loader = () => Promise<Messages>;

// The site group's folders, in each of these three lists.
const siteEnglish = import.meta.glob<Messages>(
  [
    '../features/{marketing-site,auth}/messages/en.json',
    '../components/{layout,ui,brand}/messages/en.json',
    '../app/messages/en.json',
  ],
  { eager: true, import: 'default' },
);

const siteFiles = import.meta.glob<Messages>(
  [
    '../features/{marketing-site,auth}/messages/{es,fr}.json',
    '../components/{layout,ui,brand}/messages/{es,fr}.json',
    '../app/messages/{es,fr}.json',
  ],
  { import: 'default' },
);

const appFiles = import.meta.glob<Messages>(
  [
    '../features/*/messages/*.json',
    '!../features/{marketing-site,auth}/messages/*.json',
    '../components/messages/*.json',
  ],
  { import: 'default' },
);

const languageOf = (path: string) => /\/(\w+)\.json$/.exec(path)![1] as Language;

function loadersOf(files: Record<string, Loader>, language: Language): Loader[] {
  return Object.entries(files)
    .filter(([path]) => languageOf(path) === language)
    .map(([, load]) => load);
}

/** The site group's English, there from the first render. */
export const siteEnglishMessages: Messages = Object.assign({}, ...Object.values(siteEnglish));

/** One group's messages in one language, all its files together. */
export async function loadGroup(group: MessageGroup, language: Language): Promise<Messages> {
  if (group === 'site' && language === 'en') return siteEnglishMessages;
  const loaders = loadersOf(group === 'site' ? siteFiles : appFiles, language);
  const files = await Promise.all(loaders.map((load) => load()));
  return Object.assign({}, ...files);
}
