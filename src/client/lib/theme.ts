import { useState } from 'react';

export type Theme = 'light' | 'dark' | 'auto';
const KEY = 'theme';

export function storedTheme(): Theme {
  const value = localStorage.getItem(KEY);
  return value === 'light' || value === 'dark' ? value : 'auto';
}

/** Puts the `dark` class on <html> for the chosen theme ("auto" follows the system). */
export function applyTheme(theme: Theme = storedTheme()) {
  const dark = theme === 'dark' || (theme === 'auto' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', Boolean(dark));
  return Boolean(dark);
}

export function useTheme() {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  const toggle = () => {
    const next: Theme = dark ? 'light' : 'dark';
    localStorage.setItem(KEY, next);
    setDark(applyTheme(next));
  };
  return { dark, toggle };
}
