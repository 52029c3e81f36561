/** Blog read time: the article's words at 200 per minute, rounded up, at least one minute. */
export const WORDS_PER_MINUTE = 200;

export function countWords(...texts: string[]): number {
  return texts.reduce((total, text) => total + (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,-]*/gu)?.length ?? 0), 0);
}

export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export const formatReadTime = (minutes: number) => `${minutes} min read`;
