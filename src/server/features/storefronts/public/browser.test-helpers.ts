import { JSDOM } from 'jsdom';
import { waitFor } from '../../../../test/wait';
import type { TestApp } from '../../../../test/app';
import { storefrontScriptPath } from './page/storefront-script';
import { visit } from './public.test-helpers';

export type BrowserCall = { method: string; url: string; body: unknown; headers: Record<string, string> };

let address = 0;

/**
 * A storefront's page (`url`, with its query) in a browser-like DOM, the served script run in it; its calls reach
 * the app itself from one client address. `storage` is what sessionStorage holds before the script runs (a reload).
 * `offline` makes the next calls fail as a lost connection does.
 */
export async function openInBrowser(t: TestApp, url: string, storage: Record<string, string> = {}) {
  const from = `203.0.113.${(++address % 250) + 1}`;
  const html = (await visit(t, url.split('?')[0])).body;
  const dom = new JSDOM(html, { url: `${t.ctx.origin.url}${url}`, runScripts: 'outside-only' });
  const window = dom.window as unknown as Window & typeof globalThis & { eval(code: string): unknown };
  for (const [key, value] of Object.entries(storage)) window.sessionStorage.setItem(key, value);
  const calls: BrowserCall[] = [];
  const state = { offline: 0 };
  window.fetch = (async (target: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      method,
      url: target,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      headers,
    });
    if (state.offline > 0) {
      state.offline -= 1;
      throw new window.TypeError('Failed to fetch');
    }
    const response = await t.app.inject({
      method: method as 'GET',
      url: target,
      payload: init.body === undefined ? undefined : String(init.body),
      headers,
      remoteAddress: from,
    });
    return { ok: response.statusCode < 300, status: response.statusCode, json: async () => response.json() };
  }) as unknown as typeof fetch;
  window.eval((await t.app.inject({ url: storefrontScriptPath })).body);
  const doc = window.document;
  return {
    window,
    doc,
    calls,
    state,
    byId: (id: string) => doc.getElementById(id)!,
    /** Sets the named fields of the form `formId`. */
    fill(formId: string, values: Record<string, string>) {
      for (const [name, value] of Object.entries(values)) {
        const field = doc.querySelector(`#${formId} [name="${name}"]`) as HTMLInputElement | HTMLSelectElement;
        field.value = value;
        field.dispatchEvent(new window.Event('change', { bubbles: true }));
      }
    },
    submit(formId: string) {
      doc.getElementById(formId)!.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    },
    click(element: Element) {
      element.dispatchEvent(new window.MouseEvent('click', { bubbles: true }));
    },
    /** A region's text once it says something. */
    said(id: string) {
      return waitFor(() => doc.getElementById(id)!.textContent || undefined, `#${id} to say something`);
    },
  };
}

export type BrowserPage = Awaited<ReturnType<typeof openInBrowser>>;
