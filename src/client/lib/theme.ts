import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY as KEY } from '@shared/boot-script';

export type Theme = 'light' | 'dark' | 'auto';

/**
 * Uses `theme` in this browser and keeps it for the next load's first paint (the boot script reads it): the
 * signed-in user's saved theme wins over what this browser had. 'auto' is kept as no choice.
 */
export function keepTheme(theme: Theme) {
  if (theme === 'auto') localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, theme);
  return applyTheme(theme);
}

export function storedTheme(): Theme {
  const value = localStorage.getItem(KEY);
  return value === 'light' || value === 'dark' ? value : 'auto';
}

const listeners = new Set<() => void>();

/** Puts the `dark` class on <html> for the chosen theme ("auto" follows the system). */
export function applyTheme(theme: Theme = storedTheme()) {
  const dark = theme === 'dark' || (theme === 'auto' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', Boolean(dark));
  listeners.forEach((listener) => listener());
  return Boolean(dark);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isDark = () => document.documentElement.classList.contains('dark');

/**
 * The theme on <html> and its toggle. A prerendered page is drawn light (the server cannot know), so hydration
 * starts from light and React switches to the real theme right after.
 */
export function useTheme(onChange?: (theme: Theme) => void) {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  const toggle = () => {
    const next: Theme = dark ? 'light' : 'dark';
    keepTheme(next);
    onChange?.(next);
  };
  return { dark, toggle };
}
