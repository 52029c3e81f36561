/**
 * The id of the JSON element (`<script type="application/json">`, data that is never run) in which the server gives
 * a signed-in owner's page what its first screen would otherwise ask for: who is signed in, and their company.
 */
export const PAGE_DATA_ID = 'page-data';

/** Answers of `GET <path>` by path: the client puts each into its query cache under the key `[path]`. */
export type PageData = Record<string, unknown>;
