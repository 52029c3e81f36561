import { useSyncExternalStore } from 'react';

const QUERY = '(max-width: 767px)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Under 768 px the calendar shows a day at a time. Without matchMedia (Node, jsdom) the screen counts as wide. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
