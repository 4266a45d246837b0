import { MoreVertical } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { Button } from './button';

/** How a menu loaded on first press opens: at once, its first item focused when pressed from the keyboard. */
export type MenuOpening = { defaultOpen: boolean; byKeyboard: boolean };

/**
 * The ref for a lazily loaded menu's content: when the press that loaded it came from the
 * keyboard, its first item takes the focus, as when a menu opens from the keyboard.
 */
export function useFirstItemFocus(byKeyboard: boolean) {
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!byKeyboard) return;
    // After the menu has put the focus on itself.
    const frame = requestAnimationFrame(() => content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
    return () => cancelAnimationFrame(frame);
    // Only for the opening that loaded it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return content;
}

type ButtonLook = { label: string; className?: string };

/**
 * A "more" button that stays a plain button until first pressed, then becomes the menu `load`
 * brings, opened. The menu primitive's positioning, focus and scroll-lock code is most of a
 * menu's weight, and a screen with a menu on every card needs none of it until one is opened.
 * Pointing at or focusing the button starts the load.
 */
export function lazyMenuButton<P extends object>(load: () => Promise<ComponentType<P & MenuOpening>>): ComponentType<P & ButtonLook> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyMenuButton(props: P & ButtonLook) {
    const [wanted, setWanted] = useState<{ byKeyboard: boolean }>();
    const button = (
      <Button
        variant="ghost"
        size="icon"
        className={props.className}
        aria-label={props.label}
        aria-haspopup="menu"
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        // A click from the keyboard (Enter, Space) has no pointer detail.
        onClick={(event) => setWanted({ byKeyboard: event.detail === 0 })}
      >
        <MoreVertical aria-hidden />
      </Button>
    );
    if (!wanted) return button;
    return (
      <Suspense fallback={button}>
        <Loaded {...props} defaultOpen byKeyboard={wanted.byKeyboard} />
      </Suspense>
    );
  }
  return LazyMenuButton;
}
