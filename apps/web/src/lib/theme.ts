import { useSyncExternalStore } from 'react';

/** The theme, stored locally as 'theme' ('light' | 'dark'); the system preference otherwise. */
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'theme';
const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

function readStoredTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  for (const listener of listeners) listener();
}

function followSystemOrStorage() {
  applyTheme(readStoredTheme() ?? (systemDark.matches ? 'dark' : 'light'));
}

function getTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    systemDark.addEventListener('change', followSystemOrStorage);
    // Another tab changed the theme.
    window.addEventListener('storage', followSystemOrStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      systemDark.removeEventListener('change', followSystemOrStorage);
      window.removeEventListener('storage', followSystemOrStorage);
    }
  };
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
  applyTheme(theme);
}

/** The theme in effect (the inline script in index.html set it before first paint). */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, getTheme);
  return { theme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
