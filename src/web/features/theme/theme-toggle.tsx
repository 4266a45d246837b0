import { Laptop, Moon, Sun } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useTheme, type Theme } from './theme-provider';

const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const LABEL: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICON = { light: Sun, dark: Moon, system: Laptop } as const;

/** One button that steps through light, dark and system; its label says both states. */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const Icon = ICON[theme];
  const label = `Theme: ${LABEL[theme]}. Switch to ${LABEL[NEXT[theme]].toLowerCase()}`;
  return (
    <Button variant="ghost" size="icon" onClick={() => setTheme(NEXT[theme])} aria-label={label} title={label}>
      <Icon aria-hidden />
    </Button>
  );
}
