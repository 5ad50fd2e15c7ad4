import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver. This one reports what it observes as visible at once, like a short list
 * on a phone (InfiniteList's footer asks for the first page as soon as it is observed), and never again
 * unless observed anew. Undo with `vi.unstubAllGlobals()`.
 */
export function stubEverythingInView(): void {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        this.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      }
      disconnect() {}
    },
  );
}
