/**
 * The helpers the page's script pieces share, made in the browser (served as its own source text like the pieces,
 * so it uses nothing from outside itself) and handed to each piece: a live region's message, a JSON call, money
 * from cents, a text's `{name}` filled in, and `say`: an answer of the API in the page's language.
 */
export function makeKit(say: (text: string) => string) {
  /** Writes `text` (after a bold `title`, if any) in a notice region, styled ok or err. */
  const show = (region: HTMLElement, kind: 'ok' | 'err', text: string, title?: string) => {
    region.className = `notice ${kind}`;
    region.textContent = '';
    if (title) {
      const strong = document.createElement('strong');
      strong.textContent = title;
      region.append(strong);
    }
    region.append(text);
  };

  /** A JSON call to our API: its status and its answer (an empty object when the answer is no JSON). */
  const call = async (
    url: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { ok: response.ok, status: response.status, data };
  };

  /** `$1,234.50` from cents, as the server writes money. */
  const money = (cents: number) =>
    `$${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',')}.${String(cents % 100).padStart(2, '0')}`;

  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

  /** A new element with its class and text. */
  const make = (tag: string, className?: string, text?: string) => {
    const el = document.createElement(tag);
    if (className) el.className = className;
    if (text !== undefined) el.textContent = text;
    return el;
  };

  return { show, call, money, fill, make, say };
}

export type ScriptKit = ReturnType<typeof makeKit>;
