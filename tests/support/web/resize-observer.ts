/**
 * jsdom has no ResizeObserver; Radix's Switch and Slider measure themselves with one. Import this
 * file for its effect in tests that render them (it observes nothing, as jsdom lays nothing out).
 */
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export {};
