import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// The store loads the spec's session-storage projections lazily (a smaller first bundle) and
// writes them a moment after each change: loaded here first, a write that lands after a test
// file has finished never has to load the shopping-list code into a torn-down environment.
import '../../../src/web/lib/kitchen/projection-writer';
// So are the readings of older storage, loaded by the store only when it finds some: the
// migration of version 1's keys, the upgrade of a version-2 kitchen, and the ingredient parser
// both use (also loaded by the session values' writer when a pantry answer gives an amount). A
// test that ends while one loads would otherwise see it land in the next test's storage.
import '../../../src/web/lib/kitchen/migrate-browser';
import '../../../src/web/lib/kitchen/upgrade-doc';
import '../../../src/domain/units/parse-ingredient-line';
// Likewise the allergen lexicon, which meal cards load on first need: a test that ends before that
// load finishes would otherwise have it rejected after teardown (an unhandled error, CI's exit 1).
import '../../../src/web/lib/allergens/allergen-check';

// Node 25+ has a Web Storage of its own on globalThis that shadows jsdom's (and is undefined
// without --localstorage-file): point the globals back at the jsdom window's storage.
const dom = (globalThis as { jsdom?: { window: Window } }).jsdom;
if (dom) {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(globalThis, name, { configurable: true, get: () => dom.window[name] });
  }
}

// findBy… and waitFor wait up to 5 s, not 1 s: CI shares two cores between jsdom, PGlite and a
// browser, and a screen that renders in 0.5 s alone took over 1 s there (complete-week.test.tsx).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});

// jsdom has no matchMedia; the shell asks it about dark mode and the mobile breakpoint.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
