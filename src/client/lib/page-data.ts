import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ID, type PageData } from '@shared/page-data';

/**
 * Puts the answers the server wrote into the page into the query cache, under the keys the app reads them with
 * (`['/api/user']`, `['/api/company']`), so the first screen does not ask for them. Read once, at start.
 */
export function seedFromPage(client: QueryClient, doc: Document = document) {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return;
  let data: PageData;
  try {
    data = JSON.parse(element.textContent) as PageData;
  } catch {
    return; // the app asks the API instead
  }
  for (const [path, answer] of Object.entries(data)) client.setQueryData([path], answer);
  element.remove();
}
