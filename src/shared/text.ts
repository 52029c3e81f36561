/** PostgreSQL cannot store U+0000 in text: the API refuses it in every string it receives. */
export const NUL_MESSAGE = 'Text cannot contain a NUL character';
