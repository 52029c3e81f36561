/** The ILIKE pattern of text containing `term`, with `%`, `_` and `\` in it matched as themselves. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
