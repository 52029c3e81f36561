import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';
import { i18n, switchLanguage } from '@client/i18n/i18n';
import { setDateFormat } from '@client/lib/dates';

afterEach(() => cleanup());

// The zone of the process (vitest.config.ts), whatever a file before this one set.
process.env.TZ = 'Asia/Tokyo';

// The files of a worker share its modules and its document (`isolate: false`, vitest.config.ts): what a file changed
// of them is put back after it, so that the next file starts as the app does.
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // Sonner keeps its toasts in a module and shows the ones not dismissed to the next Toaster that mounts.
  toast.dismiss();
  setDateFormat('MMM DD, YYYY');
  await switchLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  document.documentElement.lang = 'en';
  document.head.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
});

// A screen's `findBy...` waits for what a busy two-core CI machine may take seconds to draw (a lazy part's first
// import, a mocked answer behind a render), not the library's one second; a test that never gets there still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout engine; Radix measures elements through ResizeObserver.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver as unknown as typeof ResizeObserver;

// Every English message from the start, as the app has them once a screen's group is loaded: a component renders
// its texts without waiting for a group to load.
const englishFiles = import.meta.glob<Record<string, string>>('../client/**/messages/en.json', {
  eager: true,
  import: 'default',
});
i18n.load('en', Object.assign({}, ...Object.values(englishFiles)));
