import type { Messages } from '@lingui/core';
import { useT } from './use-t';
import { i18n } from './i18n';
import { findMessage, patternsOf, type Pattern } from './message-patterns';

export { MESSAGE_PREFIX } from './message-patterns';

/** The matchers of every catalogue loaded so far (a load makes a new messages object). */
const cache = new WeakMap<Messages, Pattern[]>();

/**
 * A text from the server or `src/shared` in the language shown: its translation when the catalogue knows it (or a
 * pattern of it), the text itself otherwise (English, or a text the client wrote and translated already).
 */
export function translateMessage(text: string): string;
export function translateMessage(text: string | undefined): string | undefined;
export function translateMessage(text: string | undefined): string | undefined {
  if (!text || i18n.locale === 'en') return text;
  const messages = i18n.messages;
  let patterns = cache.get(messages);
  if (!patterns) {
    patterns = patternsOf(Object.keys(messages));
    cache.set(messages, patterns);
  }
  const found = findMessage(text, { has: (id) => id in messages }, patterns);
  return found ? i18n._(found.id, found.values) : text;
}

/** `translateMessage` in a component: it draws again when the language changes. */
export function useTranslateMessage(): typeof translateMessage {
  useT();
  return translateMessage;
}
