/**
 * Gives jsdom a `ResizeObserver` that observes nothing: Radix measures a slider's thumbs and the kit's popover
 * follows its anchor's size, and jsdom has no layout to observe. For a jsdom test's `beforeAll`.
 */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
