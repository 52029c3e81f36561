import { z } from './zod';

/** PostgreSQL cannot store U+0000 in text: the API refuses it in every string it receives. */
export const NUL_MESSAGE = 'Text cannot contain a NUL character';

export const SINGLE_LINE_MESSAGE = 'Must be a single line, without line breaks or control characters';

// Control characters (C0 with tab and line breaks, DEL, C1) and the Unicode line and paragraph separators:
// anything that can break a line in an e-mail header, a subject or a printed log.
// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const LINE_BREAKING_RUNS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Text meant for one line (a name in a subject or a header): refuses any line break or control character. */
export const singleLine = (schema: z.ZodString) =>
  schema.refine((value) => !LINE_BREAKING.test(value), SINGLE_LINE_MESSAGE);

/** Folds each run of line breaks and control characters into one space, so the text stays on one line. */
export function toSingleLine(text: string): string {
  return text.replace(LINE_BREAKING_RUNS, ' ');
}
