import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@client/i18n/i18n';

afterEach(() => cleanup());

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
