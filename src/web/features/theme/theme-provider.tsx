import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStored, writeStored } from '../../lib/storage';
import { useHydrated } from '../../lib/use-hydrated';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'ui-theme';

type ThemeContextValue = { theme: Theme; resolvedTheme: 'light' | 'dark'; setTheme: (theme: Theme) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

function storedTheme(): Theme {
  const value = readStored('local', THEME_STORAGE_KEY);
  return THEMES.find((theme) => theme === value) ?? 'system';
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Light, dark or system (the default), kept under 'ui-theme'; system follows the OS live. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [storedChoice, setThemeState] = useState<Theme>(storedTheme);
  // A prerendered page was drawn for 'system' (its colours come from the class theme-init.js set).
  const theme = hydrated ? storedChoice : 'system';
  const [systemDark, setSystemDark] = useState(() => typeof window !== 'undefined' && darkQuery().matches);

  useEffect(() => {
    const query = darkQuery();
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const resolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  useEffect(() => {
    if (!hydrated) return;
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(resolvedTheme);
  }, [hydrated, resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    writeStored('local', THEME_STORAGE_KEY, next);
    setThemeState(next);
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}
