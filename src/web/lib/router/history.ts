/**
 * The `history` package's part the router needs: the location, `push`, `replace` and a listener
 * for moves the cook makes (Back, Forward). No `state`, blocking or `go(n)`; the memory history's
 * `back` is for tests.
 */
import { parseAddress, type Address } from './path';

/**
 * Where the app is. A new object for every move, even to the same address, so a screen can tell
 * one visit from the next.
 */
export type Location = Address;

/** The list of addresses the cook has visited, as the router reads and writes it. */
export type RouterHistory = {
  readonly location: Location;
  push(to: string): void;
  replace(to: string): void;
  /** Calls `listener` after the cook moves through the history themselves (back, forward, a `#fragment` link). */
  listen(listener: () => void): () => void;
};

/** The browser's own history: what the address bar shows. */
export function browserHistory(): RouterHistory {
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash };
  };
  let location = read();
  return {
    get location() {
      return location;
    },
    push(to) {
      window.history.pushState(null, '', to);
      location = read();
    },
    replace(to) {
      window.history.replaceState(null, '', to);
      location = read();
    },
    listen(listener) {
      const moved = () => {
        location = read();
        listener();
      };
      window.addEventListener('popstate', moved);
      return () => window.removeEventListener('popstate', moved);
    },
  };
}

/** A history kept in memory: for tests, and for rendering a page ahead of time on the server. */
export function memoryHistory(entries: readonly string[] = ['/']): RouterHistory & { back(): void } {
  const stack = entries.map(parseAddress);
  if (stack.length === 0) stack.push(parseAddress('/'));
  let index = stack.length - 1;
  const listeners = new Set<() => void>();
  return {
    get location() {
      return stack[index] ?? parseAddress('/');
    },
    push(to) {
      stack.splice(index + 1, stack.length, parseAddress(to));
      index = stack.length - 1;
    },
    replace(to) {
      stack[index] = parseAddress(to);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    back() {
      if (index === 0) return;
      index -= 1;
      stack[index] = { ...(stack[index] ?? parseAddress('/')) };
      for (const listener of listeners) listener();
    },
  };
}
